import InkdokuCore
import Synchronization

/// Messages produced off the loop's thread (recognition results), collected until the loop wakes.
final class Mailbox: Sendable {
  private let messages = Mutex<[AppMessage]>([])

  func post(_ message: AppMessage) {
    messages.withLock { $0.append(message) }
  }

  /// Whether something was posted and not drained yet.
  var hasMessages: Bool { messages.withLock { !$0.isEmpty } }

  /// Everything posted so far, oldest first.
  func drain() -> [AppMessage] {
    messages.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }
}
