/// The recognition seam (design §3.10): the app hands a finished ink group to a recognizer and gets a
/// reading back; the CNN is one adapter behind it, a template matcher or an OS service could be another.
public protocol DigitRecognizing: Sendable {
  func recognize(_ request: RecognitionRequest) async -> Reading
}
