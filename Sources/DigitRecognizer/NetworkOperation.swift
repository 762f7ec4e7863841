/// One step of the compiled network: reads the buffer it was built with and writes its own.
protocol NetworkOperation {
  func run()
}
