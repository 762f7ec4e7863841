extension String {
  /// The text without the spaces at its end: a padded column's line as a terminal or a file should get
  /// it.
  public var withoutTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
