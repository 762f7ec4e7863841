/// How much of a hint the player has been told: a nudge first, then the cells and the reasoning.
public enum HintStage: String, Codable, Equatable, Sendable {
  case nudge
  case cells
}
