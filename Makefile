# Tempo: one command runs the demo, one runs the tests. Each installs missing apt packages first.
# (SwiftPM's "prohibited flag(s): -D_REENTRANT" warning comes from SDL2's pkg-config file: harmless.)
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: run test bench record build format

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
	.build/release/rating-demo --record Assets/rating-demo.gif

build:
	@.ci/install-deps build
	$(SWIFT) build

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift
