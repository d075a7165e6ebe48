# Tempo: one command runs the demo, one runs the tests. Each installs missing apt packages first.
# (SwiftPM's "prohibited flag(s): -D_REENTRANT" warning comes from SDL2's pkg-config file: harmless.)
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: run test bench record build format install
PREFIX ?= $(HOME)/.local

run:
	@.ci/install-deps run
	$(SWIFT) build -c release --product rating-demo
	.build/release/rating-demo $(ARGS)

test:
	@.ci/install-deps test
	$(SWIFT) build --build-tests
	.ci/with-xvfb $(SWIFT) test --skip-build

bench:
	@.ci/install-deps bench
	$(SWIFT) build -c release --product tempo-bench
	.build/release/tempo-bench

record:
	@.ci/install-deps record
	$(SWIFT) build -c release --product rating-demo
	.build/release/rating-demo --record Assets/rating-demo.gif --script Assets/docs-script.txt

# Installs the demo with its desktop entry and icon under PREFIX (default ~/.local).
install:
	@.ci/install-deps run
	$(SWIFT) build -c release --product rating-demo
	install -D -m 755 .build/release/rating-demo $(PREFIX)/bin/rating-demo
	install -D -m 644 Assets/rating-demo.desktop $(PREFIX)/share/applications/rating-demo.desktop
	install -D -m 644 Assets/rating-demo.png $(PREFIX)/share/icons/hicolor/256x256/apps/rating-demo.png

build:
	@.ci/install-deps build
	$(SWIFT) build

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift
