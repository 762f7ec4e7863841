# Inkdoku build entry points. `make run` and `make test` are the two set-up commands.
PREFIX ?= /usr/local
SWIFT ?= swift
RELEASE_BIN = .build/release/inkdoku

.PHONY: run build deps test test-deps bench fuzz install lint format clean

# ncursesw headers are needed to build the terminal front end.
deps:
	@if ! pkg-config --exists ncursesw 2>/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing libncurses-dev and pkg-config..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev pkg-config; \
	  else \
	    echo "ncursesw development files are missing. Run:"; \
	    echo "  sudo apt-get install -y libncurses-dev pkg-config"; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build -c release --product inkdoku

run: build
	$(RELEASE_BIN)

# Everything the tests need on a fresh Debian machine (as root; otherwise it prints the commands).
test-deps:
	Tools/install-test-deps

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 -m pytest -q Tests/e2e

bench: deps
	$(SWIFT) build -c release
	.build/release/inkdoku-bench

# libFuzzer on every reader of outside input (Tools/fuzz/run.py): FUZZ_RUNS executions per target,
# FUZZ_TARGETS to pick some. Coverage-guided builds in their own paths, away from the normal build; the
# model target, whose network works through unsafe pointers, runs address-sanitized.
FUZZ_RUNS ?= 10000000
FUZZ_TARGETS ?=
FUZZ_BUILD = .build/fuzz-coverage
FUZZ_ASAN_BUILD = .build/fuzz
FUZZ_FLAGS = -c release --product inkdoku-fuzz -Xswiftc -DINKDOKU_FUZZING -Xswiftc -use-ld=lld

fuzz: deps
	$(SWIFT) build $(FUZZ_FLAGS) --build-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer
	$(SWIFT) build $(FUZZ_FLAGS) --build-path $(FUZZ_ASAN_BUILD) -Xswiftc -sanitize=fuzzer,address
	python3 Tools/fuzz/run.py --runs $(FUZZ_RUNS) --asan-binary $(FUZZ_ASAN_BUILD)/release/inkdoku-fuzz \
	  $(FUZZ_BUILD)/release/inkdoku-fuzz $(FUZZ_TARGETS)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/inkdoku
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/inkdoku
	install -m 644 Models/digits.inkm $(DESTDIR)$(PREFIX)/share/inkdoku/digits.inkm
	install -m 644 Documentation/inkdoku.1 $(DESTDIR)$(PREFIX)/share/man/man1/inkdoku.1

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build

# Digit model (Tools/train/README.md). DATA is the UNIPEN digits file; never committed.
DATA ?= ../shared/data/unipen-1a-dev.jsonl.gz
TORCH_WHEEL ?= /opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl

.PHONY: model eval folds torch

torch:
	@python3 -c 'import torch' 2>/dev/null || pip install $(TORCH_WHEEL) || pip install torch==2.13.0+cpu

# Simulate terminal reports, render them with the Swift DigitRaster, train one seeded from-scratch
# stage on all nine collections, calibrate, export Models/digits.inkm and Tests/Fixtures/model-parity.json.
model: build torch
	python3 Tools/train/train.py --data $(DATA) --no-cache

# Leave-collection-out evaluation through `inkdoku recognize`, with and without board context: the
# per-condition and per-contributor tables and the conflict-threshold sweep. Trains the missing fold
# models into Tools/train/work/ first (`make folds` retrains them all).
eval: build torch
	python3 Tools/train/evaluate.py --data $(DATA)

folds: build torch
	python3 Tools/train/train.py --data $(DATA) --fold 0 --fold 1 --fold 2
