import UserInterface

@main
struct BMIApp {
    static func main() async {
        await RootScene().main()
    }
}
