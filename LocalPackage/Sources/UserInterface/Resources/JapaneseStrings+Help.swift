import CommandSpec
import DataSource
import Model

/// The files of the data directory and the help of `bmi`'s own commands and options, in Japanese.
extension JapaneseStrings {
    /// What each file of the data directory holds (`DataFile`), for the help, the man page and docs.
    func meaning(of file: DataFile) -> String {
        switch file {
        // luca:data-file-meanings-japanese
        case .lock: "空。ファイルに書き込む \(AppIdentity.commandName) が flock で保持します (読むときはロックしません)"
        case .keptAside: "使えなかったファイル。そのファイルを次に書くときにバイトそのままに移したもの"
        case .partial: "書き込み中のファイル (XXXXXX は6文字のランダムな文字)。全部書いてディスクに載ると <file> に置き換わります。強制終了で残ったものは次の書き込みで消します"
        }
    }
}

/// The program's and the menu's summaries in `--help`, the template's: an app's own strings give
/// theirs (a type's own is the one used).
extension SharedStrings where Self == JapaneseStrings {
    var menuSummary: String { "プロンプトでメニュー" }
    var programSummary: String { "プロンプトで動く LUCA アプリ" }
}
