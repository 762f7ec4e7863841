import CommandLineParsing
import Recognition

/// The value of `recognize --adaptation`: `name=value` pairs, comma-separated, each overriding one of
/// the standard parameters, so that the measurement (Tools/train/adapt.py) can try others.
public enum AdaptationSpec {
  /// The option's value as the help shows it.
  public static let format = "weight=W,nearness=S,neighbours=K,agreement=A,full=N"

  /// The standard parameters written as the option takes them.
  public static func describe(_ adaptation: WriterAdaptation) -> String {
    "weight=\(adaptation.weight),nearness=\(adaptation.nearness),neighbours=\(adaptation.neighbours),"
      + "agreement=\(adaptation.agreement),full=\(adaptation.fullWeightAt)"
  }

  /// The standard adaptation changed by `spec`; a spec without `--learn` is a usage error.
  public static func parse(_ spec: String?, learns: Bool) throws(UsageError) -> WriterAdaptation {
    var adaptation = WriterAdaptation.standard
    guard let spec else { return adaptation }
    guard learns else { throw UsageError("--adaptation only applies with --learn") }
    for pair in spec.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { throw problem(String(pair)) }
      let (name, value) = (String(parts[0]), String(parts[1]))
      switch name {
      case "weight": adaptation.weight = try number(value, pair)
      case "nearness": adaptation.nearness = try number(value, pair)
      case "neighbours": adaptation.neighbours = try count(value, pair)
      case "agreement": adaptation.agreement = try count(value, pair)
      case "full": adaptation.fullWeightAt = try count(value, pair)
      default: throw problem(String(pair))
      }
    }
    guard adaptation.isValid else {
      throw UsageError(
        "--adaptation \(UsageError.quoted(spec)) is out of range: weight ≥ 0, nearness < 1, neighbours ≥ 1, "
          + "agreement 1 to neighbours, full ≥ 1")
    }
    return adaptation
  }

  private static func number(_ text: String, _ pair: Substring) throws(UsageError) -> Float {
    guard let value = Float(text), value.isFinite else { throw problem(String(pair)) }
    return value
  }

  private static func count(_ text: String, _ pair: Substring) throws(UsageError) -> Int {
    guard let value = Int(text), (0...WriterProfile.classes * WriterProfile.samplesPerDigit).contains(value)
    else { throw problem(String(pair)) }
    return value
  }

  private static func problem(_ pair: String) -> UsageError {
    UsageError("--adaptation expects \(format), got \(UsageError.quoted(pair))")
  }
}
