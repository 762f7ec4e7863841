// libFuzzer's entry for programs that keep their own main (linked in by -sanitize=fuzzer); only
// inkdoku-fuzz built with INKDOKU_FUZZING calls it, so normal builds never need the symbol.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
