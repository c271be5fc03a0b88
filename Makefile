# Gnomon — SwiftUI's programming model for GNOME.
#
#   make run    build and run the Counter sample (under Xvfb, with a screenshot, if there is
#               no display)
#   make test   build and run every test: headless ones directly, GTK ones under Xvfb
#
# Both install the Debian packages they need first (with sudo when not root).

SWIFT ?= swift
SCREENSHOTS := .build/screenshots
# Tests pin the renderer (cairo: no GL needed) so runs behave the same everywhere.
GTK_TEST_ENV := GSK_RENDERER=cairo
# Tests and samples: any GTK or GLib critical stops the process (GLib raises SIGTRAP), so it
# fails the run. Swift's backtracer would catch that SIGTRAP and let the process go on.
GTK_CHECKED_ENV := $(GTK_TEST_ENV) G_DEBUG=fatal-criticals SWIFT_BACKTRACE=enable=no
XVFB := xvfb-run -a -s "-screen 0 1024x768x24"

# Debian 12 packages: GTK 4 to build against; Xvfb, D-Bus and ImageMagick to run GTK with no
# display and take screenshots; a font, an emoji font (the Imperative sample's flags) and the
# icon theme so that text and icons draw; poppler to read back the PDFs views render to.
APT_PACKAGES := pkg-config libgtk-4-dev adwaita-icon-theme fonts-dejavu-core fonts-noto-color-emoji \
	xvfb xauth dbus-daemon imagemagick xdotool at-spi2-core python3-gi gir1.2-atspi-2.0 poppler-utils

.PHONY: all deps build run run-rows run-engine-tour run-gallery run-notes run-layout-lab run-imperative run-screens test test-headless test-gtk test-samples render previews soak bench clean

SAMPLES := Counter Rows EngineTour Gallery Notes LayoutLab Imperative Screens

all: build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build

# Runs a sample in a window; with no display, under Xvfb, saving a screenshot.
define run-sample
	$(SWIFT) build --product $(1)
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
		$$($(SWIFT) build --show-bin-path)/$(1); \
	else \
		mkdir -p $(SCREENSHOTS); \
		dbus-run-session -- $(XVFB) scripts/screenshot-sample "$$($(SWIFT) build --show-bin-path)/$(1)" $(SCREENSHOTS)/$(1).png; \
		echo "No display: ran $(1) under Xvfb. Screenshot: $$(pwd)/$(SCREENSHOTS)/$(1).png"; \
	fi
endef

run: deps
	$(call run-sample,Counter)

run-rows: deps
	$(call run-sample,Rows)

run-engine-tour: deps
	$(call run-sample,EngineTour)

run-gallery: deps
	$(call run-sample,Gallery)

run-layout-lab: deps
	$(call run-sample,LayoutLab)

run-imperative: deps
	$(call run-sample,Imperative)

run-screens: deps
	$(call run-sample,Screens)

# Notes keeps its notes in $$XDG_DATA_HOME/org.gnomon.Notes/ (~/.local/share by default).
run-notes: deps
	$(call run-sample,Notes)

# The build fails on any compiler warning about the project's own files.
test: deps
	SWIFT=$(SWIFT) scripts/build-warning-free --build-tests
	$(MAKE) --no-print-directory test-headless test-gtk test-samples render previews

# Headless: the reconciler and the test host, with no display at all; XCTest's tests and Swift
# Testing's. Then a program with top-level `await` (its main actor on a libdispatch worker thread)
# drives a TestHost, in the debug build and in a release build, where assertions are gone.
test-headless:
	env -u DISPLAY -u WAYLAND_DISPLAY $(SWIFT) test --skip-build --filter 'GnomonCoreTests|GnomonMacrosTests'
	env -u DISPLAY -u WAYLAND_DISPLAY $$($(SWIFT) build --show-bin-path)/AsyncMainProbe
	$(SWIFT) build -c release --product AsyncMainProbe
	env -u DISPLAY -u WAYLAND_DISPLAY $$($(SWIFT) build -c release --show-bin-path)/AsyncMainProbe

# Real GTK widgets, under Xvfb inside a D-Bus session.
test-gtk:
	$(GTK_CHECKED_ENV) dbus-run-session -- $(XVFB) \
		$(SWIFT) test --skip-build --filter GnomonGtkTests

# Every sample starts under Xvfb and draws its window (Notes with its data in a scratch
# directory, not the user's).
test-samples:
	@mkdir -p $(SCREENSHOTS)
	@bin=$$($(SWIFT) build --show-bin-path); data=$$(mktemp -d); for sample in $(SAMPLES); do \
		XDG_DATA_HOME=$$data $(GTK_CHECKED_ENV) dbus-run-session -- $(XVFB) scripts/screenshot-sample "$$bin/$$sample" \
			$(SCREENSHOTS)/$$sample.png || exit 1; \
		echo "$$sample drew its window: $(SCREENSHOTS)/$$sample.png"; \
	done; rm -rf $$data
	@# Each SwiftUI program of Tests/SwiftUIPrograms, by its preview, with its settings in a
	@# scratch directory.
	@bin=$$($(SWIFT) build --show-bin-path); config=$$(mktemp -d); \
	GNOMON_PREVIEW=list "$$bin/SwiftUIProgramsApp" | grep "^[^	]*	SwiftUIPrograms/" | cut -f1 > $$config/programs; \
	test -s $$config/programs || { echo "error: SwiftUIProgramsApp listed no programs" >&2; exit 1; }; \
	while IFS= read -r program; do \
		shot="$(SCREENSHOTS)/program-$$(echo "$$program" | tr -c 'A-Za-z0-9\n' '-').png"; \
		GNOMON_PREVIEW="$$program" XDG_CONFIG_HOME=$$config $(GTK_CHECKED_ENV) dbus-run-session -- $(XVFB) \
			scripts/screenshot-sample "$$bin/SwiftUIProgramsApp" "$$shot" </dev/null || exit 1; \
		echo "SwiftUI program \"$$program\" drew its window: $$shot"; \
	done < $$config/programs; rm -rf $$config

# Every sample's window drawn to files with no window shown (GNOMON_RENDER): PDF and SVG,
# vector, and PNG, light and dark, in .build/render/<Sample>/. Each PDF must have its text.
RENDER := .build/render
render: deps
	$(SWIFT) build
	@bin=$$($(SWIFT) build --show-bin-path); data=$$(mktemp -d); for sample in $(SAMPLES); do \
		rm -rf $(RENDER)/$$sample; \
		XDG_DATA_HOME=$$data GNOMON_RENDER=$(RENDER)/$$sample $(GTK_CHECKED_ENV) dbus-run-session -- $(XVFB) "$$bin/$$sample" || exit 1; \
		for pdf in $(RENDER)/$$sample/*.pdf; do \
			test -n "$$(pdftotext "$$pdf" - | tr -d '[:space:]')" || { echo "error: $$pdf has no text" >&2; exit 1; }; \
		done; \
		echo "$$sample drawn to $(RENDER)/$$sample: $$(cd $(RENDER)/$$sample && ls | tr '\n' ' ')"; \
	done; rm -rf $$data

# Every preview of an app (APP, Gallery by default) drawn to PNG, light and dark, in one
# process, and a page that shows them all: .build/previews/<APP>/index.html.
APP ?= Gallery
previews: deps
	$(SWIFT) build --product $(APP)
	$(GTK_CHECKED_ENV) dbus-run-session -- $(XVFB) scripts/render-previews "$$($(SWIFT) build --show-bin-path)/$(APP)" .build/previews/$(APP)

# The Rows sample under 1,000,000 random user actions, headless (make test runs 20,000): about
# a quarter of an hour. Then Notes killed (kill -9) at random through 1,000 saved edits (make
# test makes 150).
soak: deps
	$(SWIFT) build --build-tests
	env -u DISPLAY -u WAYLAND_DISPLAY GNOMON_SOAK_CHANGES=1000000 \
		$(SWIFT) test --skip-build --disable-swift-testing --filter GnomonCoreTests.SoakTests
	env -u DISPLAY -u WAYLAND_DISPLAY GNOMON_NOTES_KILL_EDITS=1000 \
		$(SWIFT) test --skip-build --disable-swift-testing --filter GnomonCoreTests.NotesKillTests

# Benchmarks (not tests), release builds: js-framework-benchmark's operations on a GTK table,
# Gnomon against hand-written C in one process; the headless reconciler as lists grow; and
# main-actor latency under the GTK loop. Prints a summary and writes .build/bench/results.json.
BENCH := $(abspath .build/bench)
bench: deps
	rm -rf $(BENCH) && mkdir -p $(BENCH)/reconciler
	cd Benchmarks && $(SWIFT) build -c release --product TableBench && $(SWIFT) build -c release --product ListBench \
		&& $(SWIFT) build -c release --product TextBench && $(SWIFT) build -c release --product LayoutBench \
		&& $(SWIFT) build -c release --product SuperviewBench && $(SWIFT) build -c release --product LoopLatency
	@echo "Table benchmark, Gnomon against C (a few minutes)..."
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/TableBench > $(BENCH)/table.txt
	@grep -v '^json ' $(BENCH)/table.txt
	@echo "Virtualized list, Gnomon against C..."
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/ListBench > $(BENCH)/list.txt
	@grep -v '^json ' $(BENCH)/list.txt
	@echo "Long text in TextEditor, Gnomon against C..."
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/TextBench > $(BENCH)/text.txt
	@grep -v '^json ' $(BENCH)/text.txt
	@echo "A custom Layout of 1,000 labels, Gnomon against a GtkBox in C..."
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/LayoutBench > $(BENCH)/layout.txt
	@grep -v '^json ' $(BENCH)/layout.txt
	@echo "1,000 @Subview widgets in Superviews, Gnomon against the same widget class in C..."
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/SuperviewBench > $(BENCH)/superview.txt
	@grep -v '^json ' $(BENCH)/superview.txt
	cd Benchmarks && $(SWIFT) package --allow-writing-to-directory $(BENCH) \
		benchmark --target Reconciler --format histogramPercentiles --path $(BENCH)/reconciler
	$(GTK_TEST_ENV) dbus-run-session -- $(XVFB) Benchmarks/.build/release/LoopLatency > $(BENCH)/latency.txt
	scripts/bench-summary $(BENCH) Benchmarks

clean:
	$(SWIFT) package clean
	rm -rf $(SCREENSHOTS)
