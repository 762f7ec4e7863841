# Inkdoku build entry points. `make run` and `make test` are the two set-up commands.
PREFIX ?= /usr/local
# Where zsh finds the completion: Debian's zsh reads /usr/share/zsh/vendor-completions for packaged
# software (the .deb, PREFIX=/usr) and $(PREFIX)/share/zsh/site-functions for /usr/local; any other
# prefix needs that directory on the player's fpath (README, Install).
ZSH_COMPLETIONS_DIR ?= $(PREFIX)/share/zsh/$(if $(filter /usr /usr/,$(PREFIX)),vendor-completions,site-functions)
SWIFT ?= swift
# The Swift runtime and Foundation are linked in, so the binary runs where no Swift is installed; only
# system libraries (libc, libstdc++, libncursesw) stay shared. The linker hardening Debian asks for:
# relocations resolved at start-up (-z now), then made read-only (-z relro).
RELEASE_FLAGS = -c release --static-swift-stdlib -Xlinker -z -Xlinker now -Xlinker -z -Xlinker relro
RELEASE_BIN = .build/release/inkdoku
VERSION := $(shell sed -n 's/.*static let number = "\(.*\)"/\1/p' Sources/CommandLineKit/Version.swift)
ARCH := $(shell uname -m)
DIST_NAME = inkdoku-$(VERSION)-linux-$(ARCH)

.PHONY: run build deps test test-deps bench soak fuzz install dist deb lint format clean

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
	$(SWIFT) build $(RELEASE_FLAGS) --product inkdoku

run: build
	$(RELEASE_BIN)

# Everything the tests need on a fresh Debian machine (as root; otherwise it prints the commands).
test-deps:
	Tools/install-test-deps

# The packages are built first: Tests/e2e/test_dist.py unpacks and checks them.
test: deps test-deps dist deb
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	python3 -m pytest -q Tests/e2e

# The two products only: the test support module needs the Testing library, which release builds lack.
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product inkdoku
	$(SWIFT) build $(RELEASE_FLAGS) --product inkdoku-bench
	.build/release/inkdoku-bench

# Eight hours of play through the real loop at 100 times real speed (about five minutes), memory sampled
# every five game minutes into .build/soak.csv; fails when it grows. The tests run half an hour of it.
SOAK_HOURS ?= 8
soak: build test-deps
	INKDOKU_BIN=$(CURDIR)/$(RELEASE_BIN) python3 Tests/e2e/soak.py --hours $(SOAK_HOURS) --rate 100 \
	  --csv .build/soak.csv

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

# The binary finds its model at ../share/inkdoku/ beside itself, so the tree works under any PREFIX.
# Completions are written by the binary from its own command registry. The licence goes with every
# copy, as it asks; the .deb turns it into /usr/share/doc/inkdoku/copyright (Tools/deb-tree).
install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/inkdoku \
	  $(DESTDIR)$(PREFIX)/share/doc/inkdoku $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
	  $(DESTDIR)$(ZSH_COMPLETIONS_DIR) $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/inkdoku
	install -m 644 Models/digits.inkm $(DESTDIR)$(PREFIX)/share/inkdoku/digits.inkm
	install -m 644 Documentation/inkdoku.1 $(DESTDIR)$(PREFIX)/share/man/man1/inkdoku.1
	install -m 644 LICENSE $(DESTDIR)$(PREFIX)/share/doc/inkdoku/LICENSE
	$(RELEASE_BIN) completion bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/inkdoku
	$(RELEASE_BIN) completion zsh > $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_inkdoku
	$(RELEASE_BIN) completion fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/inkdoku.fish
	chmod 644 $(DESTDIR)$(PREFIX)/share/bash-completion/completions/inkdoku \
	  $(DESTDIR)$(ZSH_COMPLETIONS_DIR)/_inkdoku $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/inkdoku.fish

# dist/inkdoku-VERSION-linux-ARCH.tar.gz: the installed tree under one top directory, owned by root.
dist: build
	rm -rf .build/dist/$(DIST_NAME) && mkdir -p dist
	$(MAKE) --no-print-directory install DESTDIR= PREFIX=$(CURDIR)/.build/dist/$(DIST_NAME)
	tar -C .build/dist --owner=0 --group=0 --numeric-owner -czf dist/$(DIST_NAME).tar.gz $(DIST_NAME)
	@echo dist/$(DIST_NAME).tar.gz

# dist/inkdoku_VERSION_ARCH.deb, with dpkg-deb only, clean for lintian: Tools/deb-tree strips the
# binary, compresses the man page and writes the copyright file, the changelog and DEBIAN/md5sums;
# Tools/deb-control then names the packages that provide the binary's shared libraries.
DEB_MAINTAINER = Inkdoku developers <inkdoku@users.noreply.github.com>
deb: build
	rm -rf .build/deb && mkdir -p .build/deb/DEBIAN dist
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/.build/deb PREFIX=/usr
	Tools/deb-tree $(VERSION) "$(DEB_MAINTAINER)" .build/deb
	Tools/deb-control $(VERSION) "$(DEB_MAINTAINER)" .build/deb > .build/deb/DEBIAN/control
	dpkg-deb --root-owner-group -Zxz --build .build/deb dist/inkdoku_$(VERSION)_$$(dpkg --print-architecture).deb

# Tools/check-budgets: the line budgets of the modules that tend to grow (CommandLineKit, InkdokuCore).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests
	Tools/check-imports
	Tools/check-budgets

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

clean:
	rm -rf .build dist

# Digit model (Tools/train/README.md). DATA is the UNIPEN digits file; never committed.
DATA ?= ../shared/data/unipen-1a-dev.jsonl.gz
TORCH_WHEEL ?= /opt/wheels/torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl

.PHONY: model eval folds torch

torch:
	@python3 -c 'import torch' 2>/dev/null || pip install $(TORCH_WHEEL) || pip install torch==2.13.0+cpu

# Simulate terminal reports, render them with the Swift DigitRaster, train the shipped ensemble's nets
# (seeded, from scratch) on all nine collections, calibrate, export Models/digits.inkm and
# Tests/Fixtures/model-parity.json.
model: build torch
	python3 Tools/train/train.py --data $(DATA) --no-cache

# Leave-collection-out evaluation through `inkdoku recognize`, with and without board context: the
# per-condition and per-contributor tables and the conflict-threshold sweep. Trains the missing fold
# models into Tools/train/work/ first (`make folds` retrains them all).
eval: build torch
	python3 Tools/train/evaluate.py --data $(DATA)

folds: build torch
	rm -f Tools/train/work/fold[0-9]-r*.inkm
	python3 Tools/train/train.py --data $(DATA) --fold 0 --fold 1 --fold 2
