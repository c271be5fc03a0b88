import Foundation
import GnomonCore
import GnomonTesting
import Observation
import Testing

/// `onOpenURL`, headless: the URLs the app is opened with reach the views of the window that
/// handle them, while they are shown; one that no view handles is logged.
@MainActor
@Suite struct OpenURLTests {
    @Observable final class Opened {
        var urls: [String] = []
        var showsInbox = true
    }

    struct Mail: View {
        let opened: Opened
        var body: some View {
            VStack {
                Text("Opened \(opened.urls.count)")
                if opened.showsInbox {
                    Text("Inbox").onOpenURL { opened.urls.append("inbox " + $0.absoluteString) }
                }
            }
            .onOpenURL { opened.urls.append("mail " + $0.absoluteString) }
        }
    }

    @Test func everyViewShownThatHandlesURLsReceivesEach() {
        let opened = Opened()
        let host = TestHost(Mail(opened: opened))
        #expect(host.open(url: URL(string: "mail://message/7")!))
        #expect(opened.urls.sorted() == ["inbox mail://message/7", "mail mail://message/7"])
        #expect(host.find(text: "Opened 2") != nil, "the handlers' changes update the window")
    }

    @Test func aViewGoneNoLongerReceivesThem() {
        let opened = Opened()
        let host = TestHost(Mail(opened: opened))
        opened.showsInbox = false
        host.settle()
        host.open(url: URL(string: "mail://message/8")!)
        #expect(opened.urls == ["mail mail://message/8"])
    }

    @Test func aURLNoViewHandlesIsLogged() {
        let log = LogCapture(expecting: "no view handles it")
        let host = TestHost(Text("Nothing here"))
        #expect(!host.open(url: URL(string: "mail://message/9")!))
        #expect(log.messages(containing: "opened with mail://message/9, but no view handles it").count == 1)
    }
}
