# Tempo: one command runs the demo, one runs the tests. Each installs missing apt packages first.
# (SwiftPM's "prohibited flag(s): -D_REENTRANT" warning comes from SDL2's pkg-config file: harmless.)
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: run test sanitize soak bench record build format install uninstall docs
PREFIX ?= $(HOME)/.local

run:
	@.ci/install-deps run
	$(SWIFT) build -c release --product rating-demo
	.build/release/rating-demo $(ARGS)

# The docs are built before the tests (TEMPO_DOCS=1 turns on the suites that check the site,
# in a real headless Chromium too), and so is the example app, Assets/Examples/HelloTempo, as a
# package of its own in .build/examples (TEMPO_EXAMPLE_APP turns on the test that records it).
# The suites that drive the demo's real window share one X server and its keyboard, and the
# suites that run a frame loop or a recording in the test process run the main queue between
# frames (where Swift Testing queues its main-actor tests, which would then run inside them):
# these run one at a time, after everything else.
SERIAL_SUITES = RatingDemoTests\.Window|TempoUITests\.ViewHostContentTests|TempoSDLTests\.FrameLoopTests
test:
	@.ci/install-deps test
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) .ci/build-docs
	$(SWIFT) build --package-path Assets/Examples/HelloTempo --scratch-path .build/examples
	TEMPO_DOCS=1 TEMPO_EXAMPLE_APP=$(CURDIR)/.build/examples/debug/HelloTempo \
	  .ci/with-xvfb $(SWIFT) test --skip-build --skip '$(SERIAL_SUITES)'
	.ci/with-xvfb $(SWIFT) test --skip-build --no-parallel --filter '$(SERIAL_SUITES)'
	$(MAKE) --no-print-directory sanitize

# AddressSanitizer (with LeakSanitizer) on the engine, scene, render, TempoUI core and SDL tests (TempoUI
# links its elements without weak references: ASan checks no freed one is read) and the demo's
# offscreen tests (the ASan-built rating-demo runs as their subprocess, leak-checked too), the
# fuzzer at 300 sequences, under a private Xvfb for the SDL window tests; the demo's window suites
# and the soak are left out (they run in `make test` and `make soak`). Then, in a run of their own,
# TempoUI's: its samples and the seed's two listings, the gallery (its subprocess ASan-built too),
# the runner and tempo-plot. Then ThreadSanitizer on the engine's tests (its concurrency-facing
# ones among them) and on TempoUI core's main-queue and task tests (DispatchQueue.main, .task,
# observation, delays). Each sanitizer has its own build directory.
# .ci/asan-tests runs the test binary with Mesa's GL driver preloaded (it says why); the only
# suppressed leaks, in .ci/lsan-suppressions.txt, are the toolchain's and system libraries' own.
# TempoSDLTests run in processes of their own: SDL restarts its video subsystem whenever a test
# wants the other driver (x11 or offscreen) and no window is open, and now and then a restart
# leaks ~130 bytes inside SDL (a display array, allocated in SDL code without frame pointers, so
# no suppression can name it; open). The suites that open x11 windows (Window, Desktop identity
# in SDL) run apart from the headless rest, which then never restarts, and yet leaks the same now
# and then (about one run in four): .ci/asan-tests runs a set once more when its tests passed and
# its only failure is a leak with no frame outside SDL (one of ours would leak again).
sanitize:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	TEMPO_FUZZ_SEQUENCES=300 .ci/with-xvfb .ci/asan-tests .build/asan/debug \
	  --filter 'TempoTests|TempoSceneTests|TempoRenderTests|RatingDemoTests|TempoUICoreTests' \
	  --skip 'RatingDemoTests\.(Window|DemoSoakTests)'
	.ci/with-xvfb .ci/asan-tests .build/asan/debug \
	  --filter 'TempoUITests|SwiftUISamplesTests|SeedContentViewTests|SeedExtensionContentViewTests|TempoGalleryTests|TempoRunnerTests|TempoPlotTests' \
	  --skip 'TempoUITests\.ViewHostContentTests'
	.ci/with-xvfb .ci/asan-tests .build/asan/debug --no-parallel \
	  --filter 'TempoUITests\.ViewHostContentTests'
	.ci/with-xvfb .ci/asan-tests .build/asan/debug --filter 'TempoSDLTests' \
	  --skip 'TempoSDLTests\.(WindowTests|DesktopIdentitySDLTests|FrameLoopTests)'
	.ci/with-xvfb .ci/asan-tests .build/asan/debug --no-parallel \
	  --filter 'TempoSDLTests\.(WindowTests|DesktopIdentitySDLTests|FrameLoopTests)'
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TEMPO_FUZZ_SEQUENCES=100 $(SWIFT) test --skip-build --scratch-path .build/tsan \
	  --filter 'TempoTests|TempoUICoreTests\.(DispatchQueueTests|TaskViewTests|ObservedBodyTests|ViewHostDelayScaleTests)'

# The long reliability runs: an hour of simulated demo use rendered offscreen, and the engine
# fuzzer at 20 000 sequences.
soak:
	@.ci/install-deps test
	$(SWIFT) build --build-tests
	TEMPO_SOAK_SECONDS=3600 .ci/with-xvfb $(SWIFT) test --skip-build --filter DemoSoakTests
	TEMPO_FUZZ_SEQUENCES=20000 $(SWIFT) test --skip-build --filter EngineFuzzTests

bench:
	@.ci/install-deps bench
	$(SWIFT) build -c release --product tempo-bench
	.build/release/tempo-bench

# The demo's GIF, then one GIF per gallery example (300×200 pt at 25 fps, each its own script).
record:
	@.ci/install-deps record
	$(SWIFT) build -c release --product rating-demo
	.build/release/rating-demo --record Assets/rating-demo.gif --script Assets/docs-script.txt
	$(SWIFT) build -c release --product tempo-gallery
	mkdir -p Assets/gallery
	for example in $$(.build/release/tempo-gallery --list); do \
	  .build/release/tempo-gallery --example $$example --record Assets/gallery/$$example.gif \
	    --fps 25 || exit 1; \
	done

# Installs the demo with its desktop entry and icon under PREFIX (default ~/.local); the entry's
# Exec names the installed binary. BINARY=path installs that already-built executable instead of
# building the release one (the tests install the debug build). DESTDIR stages for packaging.
# `uninstall` removes exactly these three files.
INSTALLED_FILES = $(PREFIX)/bin/rating-demo $(PREFIX)/share/applications/rating-demo.desktop \
  $(PREFIX)/share/icons/hicolor/256x256/apps/rating-demo.png
install:
ifeq ($(BINARY),)
	@.ci/install-deps run
	$(SWIFT) build -c release --product rating-demo
endif
	install -D -m 755 $(or $(BINARY),.build/release/rating-demo) $(DESTDIR)$(PREFIX)/bin/rating-demo
	install -d $(DESTDIR)$(PREFIX)/share/applications
	sed 's|^Exec=.*|Exec=$(PREFIX)/bin/rating-demo|' Assets/rating-demo.desktop \
	  > $(DESTDIR)$(PREFIX)/share/applications/rating-demo.desktop
	chmod 644 $(DESTDIR)$(PREFIX)/share/applications/rating-demo.desktop
	install -D -m 644 Assets/rating-demo.png \
	  $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/rating-demo.png

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED_FILES))

# The DocC site for Tempo, TempoScene, TempoRender, TempoSDL, TempoUICore and TempoUI, with the
# toolchain's own docc (warnings are errors), after tempo-plot redraws the curve pictures into
# Assets/curves and the Tempo catalogue. Static HTML in .build/docs; it says how to open it.
docs:
	@.ci/install-deps docs
	SWIFT=$(SWIFT) .ci/build-docs

build:
	@.ci/install-deps build
	$(SWIFT) build

# The seed's ContentView listings are kept as the seed wrote them (SeedListingIdentityTests):
# the formatter leaves them alone.
format:
	find Sources Tests -name '*.swift' ! -path '*/Seed/ContentView.swift' -print0 \
	  | xargs -0 $(SWIFT) format --in-place
	$(SWIFT) format --in-place Package.swift
