import DataSource
import Testing

struct SharedStreamTests {
    @Test
    func stream_NewSubscriber_GetsTheLatestValueFirst() async {
        let sut = SharedStream<Int>(1)
        sut.send(2)
        var iterator = sut.stream().makeAsyncIterator()
        #expect(await iterator.next() == 2)
    }

    @Test
    func send_TwoSubscribers_BothGetEveryValueInOrder() async {
        let sut = SharedStream<Int>(0)
        let first = sut.stream()
        let second = sut.stream()
        sut.send(1)
        sut.finish()
        var firstValues: [Int] = []
        for await value in first { firstValues.append(value) }
        var secondValues: [Int] = []
        for await value in second { secondValues.append(value) }
        #expect(firstValues == [0, 1])
        #expect(secondValues == [0, 1])
    }

    @Test
    func send_SubscriberReadsAsValuesArrive_GetsEachOne() async {
        let sut = SharedStream<Int>(0)
        var iterator = sut.stream().makeAsyncIterator()
        var values: [Int?] = [await iterator.next()]
        for value in 1...3 {
            sut.send(value)
            values.append(await iterator.next())
        }
        #expect(values == [0, 1, 2, 3])
    }

    @Test
    func finish_EndsEveryStreamAndLaterStreamsEndAfterTheLatestValue() async {
        let sut = SharedStream<String>("a")
        let early = sut.stream()
        sut.finish()
        var earlyValues: [String] = []
        for await value in early { earlyValues.append(value) }
        var lateValues: [String] = []
        for await value in sut.stream() { lateValues.append(value) }
        #expect(earlyValues == ["a"])
        #expect(lateValues == ["a"])
        #expect(sut.subscriberCount == 0)
    }

    @Test
    func stream_SubscriberStopsIterating_IsRemoved() async {
        let sut = SharedStream<Int>(0)
        let task = Task {
            for await _ in sut.stream() {}
        }
        task.cancel()
        await task.value
        #expect(sut.subscriberCount == 0)
    }
}
