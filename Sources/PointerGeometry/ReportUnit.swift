/// How a terminal gives pointer positions: terminal cells (SGR 1006) or pixels (SGR-Pixels 1016).
public enum ReportUnit: String, Hashable, Sendable, Codable, CaseIterable {
  case cell, pixel
}
