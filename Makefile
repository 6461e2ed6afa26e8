# Makefile - the sudokubook press.
#
#   make                  build build/sudokubook
#   make book N=500       bank -> LaTeX -> PDF in build/<BOOK>/<BOOK>.pdf
#   make test             every suite: unit, fuzz corpus, golden, books, browser
#   make check            the quick loop: unit, fuzz corpus, golden, layers, one small book
#   make bench            speed figures against QQWing (not part of test)
#   make engine           the web edition's hint engine (WebAssembly)
#   make booklet | preview | check-print | install | clean
#
# A book's settings come from books/<BOOK>.mk; any of them can be given on
# the command line instead: make book BOOK=pocket N=200 TITLE='My Book'.
include config.mk

.DELETE_ON_ERROR:
.SECONDARY:
.SUFFIXES:
.PHONY: all test check unit e2e golden fuzz fuzz-ci deps-fuzz bench bench-peers bench-variants install uninstall clean deps-book deps-test deps-check deps-web engine FORCE

ifeq ($(value SANITIZE),1)
B := build/san
CFLAGS += $(SANFLAGS)
LDFLAGS += $(SANFLAGS)
else
B := build
endif

# The library, a folder a layer (src/README.md), each layer using only the
# ones before it; the command line on top.
LAYERS := model solve grade make book
LIB_SRC := $(foreach l,$(LAYERS),$(sort $(wildcard src/$(l)/*.c)))
CLI_SRC := $(sort $(wildcard src/cli/*.c))
LIB_OBJ := $(LIB_SRC:src/%.c=$(B)/obj/%.o)
CLI_OBJ := $(CLI_SRC:src/%.c=$(B)/obj/%.o)
LIB := $(B)/libsudokubook.a
BIN := $(B)/sudokubook
TESTS := grid solver generator grader bank bankread cover registry latex words options text settings facts layout canon series export se_basic se_wings se_chain se \
  variant vsolver vgen vgrader vdraw killer vgrade_killer vcanon howto hint
TEST_BIN := $(TESTS:%=$(B)/tests/test_%)

all: $(BIN)

# Plain `make` on a machine without a C compiler says what to do.
ifeq ($(shell command -v $(firstword $(CC)) 2>/dev/null),)
$(LIB_OBJ) $(CLI_OBJ): no-cc
.PHONY: no-cc
no-cc:
	@echo "make: no C compiler '$(firstword $(CC))'; install one with: scripts/install-deps cc (as root)" >&2; exit 1
endif

$(B)/obj/%.o: src/%.c config.mk
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -MMD -MP -c $< -o $@

# The archive is written afresh, and again whenever its list of modules
# changes, so a module that was removed or renamed leaves no stale member.
$(B)/obj/modules.list: FORCE
	@mkdir -p $(@D); echo '$(LIB_OBJ)' | cmp -s - $@ || echo '$(LIB_OBJ)' > $@

$(LIB): $(LIB_OBJ) $(B)/obj/modules.list
	rm -f $@; $(AR) rcs $@ $(LIB_OBJ)

$(BIN): $(CLI_OBJ) $(LIB)
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(LIB) $(LDLIBS)

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d)

# ---- tests -------------------------------------------------------------
$(B)/tests/%.o: tests/%.c config.mk
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -MMD -MP -c $< -o $@

$(B)/tests/test_%: $(B)/tests/test_%.o $(LIB)
	$(CC) $(LDFLAGS) -o $@ $< $(LIB) -lcmocka $(LDLIBS)

-include $(TESTS:%=$(B)/tests/test_%.d)

deps-test:
	@scripts/install-deps test

deps-check:
	@scripts/install-deps check

deps-book:
	@scripts/install-deps book

deps-web:
	@scripts/install-deps web

# ---- the web edition's hint engine --------------------------------------
# The grader (model, solve, grade) and its front end src/web/engine.c,
# built by clang for WebAssembly (wasm32-wasi, no threads), and written as
# build/web/engine.js, the module's bytes in base64 that `sudokubook web
# --engine` puts into an edition, so that it loads from file:// with no
# server.  Always from the same sources with the same flags: the same bytes.
WASM_CC ?= clang
WASM_CFLAGS := --target=wasm32-wasi -std=c11 -O2 -Wall -Wextra -pedantic -Wstrict-prototypes -ffunction-sections \
  -fdata-sections $(filter -Werror,$(OPT))
ENGINE_SRC := src/model/grid.c src/model/rng.c src/model/sumline.c src/model/variant.c $(sort $(wildcard src/solve/*.c)) \
  $(sort $(wildcard src/grade/*.c)) src/web/engine.c
ENGINE_OBJ := $(ENGINE_SRC:src/%.c=build/web/obj/%.o)
ENGINE := build/web/engine.js

engine: $(ENGINE)

# The toolchain is checked (and installed, saying so) once per build.
build/web/toolchain.ok:
	@scripts/install-deps web
	@mkdir -p $(@D); touch $@

build/web/obj/%.o: src/%.c config.mk build/web/toolchain.ok
	@mkdir -p $(@D)
	$(WASM_CC) $(WASM_CFLAGS) -Isrc -MMD -MP -c $< -o $@

build/web/engine.wasm: $(ENGINE_OBJ) Makefile
	$(WASM_CC) --target=wasm32-wasi -mexec-model=reactor -Wl,--gc-sections -Wl,--strip-all -Wl,-z,stack-size=1048576 -o $@ $(ENGINE_OBJ)

$(ENGINE): build/web/engine.wasm
	@{ printf '/* engine.js - the press'"'"'s grader as WebAssembly (src/web/engine.c), in base64. */\n'; \
	   printf 'window.SB_ENGINE_WASM = "'; base64 -w0 $<; printf '";\n'; } > $@.tmp && mv $@.tmp $@

-include $(ENGINE_OBJ:.o=.d)

# tests/run.sh runs every suite even when one fails, prints each suite's
# closing line and the total, and fails at the end if any suite failed.
TEST_SUITES := unit fuzz golden layers cli smoke e2e hostile files cover series export engine browser variants vcheck
RUN_TESTS = B=$(B) BIN=$(BIN) SANITIZE=$(if $(filter 1,$(value SANITIZE)),1,0) TEST_BIN='$(TEST_BIN)' sh tests/run.sh
test: deps-test
	@$(MAKE) --no-print-directory $(TEST_BIN) $(B)/tests/fuzz-replay $(BIN) $(ENGINE)
	+@$(RUN_TESTS) $(TEST_SUITES)

# The quick loop: unit tests, the fuzz corpus, golden files, the source
# tree's layers and one small book; no browser and no other user.
check: deps-check
	@$(MAKE) --no-print-directory $(TEST_BIN) $(B)/tests/fuzz-replay $(BIN)
	+@$(RUN_TESTS) unit fuzz golden layers cli smoke

unit: $(TEST_BIN) $(B)/tests/fuzz-replay
	+@$(RUN_TESTS) unit fuzz

$(B)/tests/fuzz-replay: tests/fuzz/fuzz_parsers.c tests/fuzz/replay.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -o $@ tests/fuzz/fuzz_parsers.c tests/fuzz/replay.c $(LIB) $(LDLIBS)

# libFuzzer (clang): one target a parser (tests/fuzz/fuzz_parsers.c), over
# the library built once with the fuzzer's coverage, ASan and UBSan.
#   make fuzz                      each target FUZZ_SECONDS (100) seconds
#   make fuzz FUZZ_TARGETS=killer  some of them
# New inputs collect in FUZZ_CORPUS/<target>; copy interesting ones to
# tests/fuzz/corpus, which every target starts from.
FUZZ_TARGETS_ALL := classic variant killer registry preset options
FUZZ_TARGETS ?= classic variant killer registry preset options
export SB_FUZZ_TARGETS := $(value FUZZ_TARGETS)
FUZZ_SECONDS ?= 100
export SB_FUZZ_SECONDS := $(value FUZZ_SECONDS)
FUZZ_CC ?= clang
FUZZ_FLAGS := -std=c11 -g -O1 -fsanitize=address,undefined
FUZZ_OBJ := $(LIB_SRC:src/%.c=build/fuzz/obj/%.o)
build/fuzz/obj/%.o: src/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link $(CPPFLAGS) -Isrc -MMD -MP -c $< -o $@
-include $(FUZZ_OBJ:.o=.d)
build/fuzz/obj/modules.list: FORCE
	@mkdir -p $(@D); echo '$(FUZZ_OBJ)' | cmp -s - $@ || echo '$(FUZZ_OBJ)' > $@
build/fuzz/libfuzz.a: $(FUZZ_OBJ) build/fuzz/obj/modules.list
	rm -f $@; $(AR) rcs $@ $(FUZZ_OBJ)
build/fuzz/fuzz-%: tests/fuzz/fuzz_parsers.c build/fuzz/libfuzz.a
	@n=$$(echo " $(FUZZ_TARGETS_ALL) " | sed 's/ $* .*//' | wc -w); \
	 case " $(FUZZ_TARGETS_ALL) " in *" $* "*) ;; *) echo "make fuzz: no target '$*' (targets: $(FUZZ_TARGETS_ALL))" >&2; exit 2 ;; esac; \
	 echo "$(FUZZ_CC) ... -DFUZZ_ONLY=$$((n + 1)) -o $@"; \
	 $(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -DFUZZ_ONLY=$$((n + 1)) $(CPPFLAGS) -Isrc -o $@ tests/fuzz/fuzz_parsers.c build/fuzz/libfuzz.a -lnauty -lpthread

# Builds the targets FUZZ_TARGETS names, each checked against the list.
FUZZ_BUILD = set --; for t in $$SB_FUZZ_TARGETS; do \
	  case " $(FUZZ_TARGETS_ALL) " in *" $$t "*) ;; *) echo "make $@: FUZZ_TARGETS: no target '$$t' (targets: $(FUZZ_TARGETS_ALL))" >&2; exit 2 ;; esac; \
	  set -- "$$@" "build/fuzz/fuzz-$$t"; done; \
	[ -n "$${1-}" ] || { echo "make $@: FUZZ_TARGETS names no target" >&2; exit 2; }; \
	$(MAKE) -s --no-print-directory "$$@"

FUZZ_CORPUS ?= build/fuzz/corpus
fuzz: deps-fuzz
	@case "$$SB_FUZZ_SECONDS" in ''|*[!0-9]*) echo "make fuzz: FUZZ_SECONDS must be a whole number of seconds" >&2; exit 2 ;; esac
	@$(FUZZ_BUILD)
	@for t in $$SB_FUZZ_TARGETS; do \
	  mkdir -p $(FUZZ_CORPUS)/$$t; echo "fuzz: $$t for $$SB_FUZZ_SECONDS s"; \
	  build/fuzz/fuzz-$$t -max_total_time="$$SB_FUZZ_SECONDS" -max_len=4096 -timeout=10 -artifact_prefix=build/fuzz/$$t- \
	    -print_final_stats=1 $(FUZZ_CORPUS)/$$t tests/fuzz/corpus 2> build/fuzz/$$t.log || { tail -40 build/fuzz/$$t.log; exit 1; }; \
	  grep -E '^stat::number_of_executed_units' build/fuzz/$$t.log | sed "s/^stat::number_of_executed_units: */fuzz: $$t: /; s/$$/ inputs, no finding/"; \
	done

# The short run CI makes: each target a fixed seed and a fixed number of
# inputs (FUZZ_RUNS), so the same code gives the same run, under ASan and
# UBSan.  New inputs go to a scratch corpus, findings to build/fuzz/.
FUZZ_RUNS ?= 15000
export SB_FUZZ_RUNS := $(value FUZZ_RUNS)
fuzz-ci: deps-fuzz
	@case "$$SB_FUZZ_RUNS" in ''|*[!0-9]*) echo "make fuzz-ci: FUZZ_RUNS must be a whole number" >&2; exit 2 ;; esac
	@$(FUZZ_BUILD)
	@for t in $$SB_FUZZ_TARGETS; do \
	  rm -rf build/fuzz/ci-corpus; mkdir -p build/fuzz/ci-corpus; \
	  build/fuzz/fuzz-$$t -seed=1 -runs="$$SB_FUZZ_RUNS" -max_len=4096 -timeout=10 -artifact_prefix=build/fuzz/$$t- \
	    -print_final_stats=0 build/fuzz/ci-corpus tests/fuzz/corpus 2> build/fuzz/ci-$$t.log || { tail -40 build/fuzz/ci-$$t.log; exit 1; }; \
	  echo "fuzz-ci: $$t: $$SB_FUZZ_RUNS inputs (seed 1) under ASan and UBSan, no finding"; \
	done; rm -rf build/fuzz/ci-corpus; n=$$(echo $$SB_FUZZ_TARGETS | wc -w); echo "fuzz-ci: $$n passed, 0 failed"

deps-fuzz:
	@scripts/install-deps fuzz

golden: $(BIN)
	+@$(RUN_TESTS) golden

e2e: $(BIN)
	+@$(RUN_TESTS) e2e hostile files cover series export browser variants vcheck

# ---- books ---------------------------------------------------------------
# Every book setting is data, never code.  Make does not expand, export or
# run a value: it hands each one given on the command line or in the
# environment, as typed, to `sudokubook settings` (SB_GIVEN names them,
# SB_SET_<NAME> holds each), which reads the preset books/<BOOK>.conf as
# data, checks every setting in one place before any work and writes the
# book's folder: argument files for the stages below and settings.mk with
# the checked numbers and names.  scripts/run-book does that, one build at
# a time in this tree, then runs the stages and the target's last step.
BOOK_SETTINGS := BOOK OUT N SEED BANDS SYMMETRY TITLE SUBTITLE AUTHOR YEAR TRIM BLEED PAPER PER_PAGE \
  ANSWERS_PER_PAGE EDITION PDFX PUZZLES JOBS BOOKLET_PAPER PREVIEW_PAGES PUBLISHER ISBN EDITION_NAME BLURB LARGE_PRINT \
  COVER_COLOR COVER_GUIDES COVER_BADGE COVER_THEME SERVICE SPELLING LANGUAGE CERTIFICATE VOLUME VOLUMES FROM REGISTRY FORMAT EXPORT_SIZE EXPORT_DPI SYMBOLS
unexport $(BOOK_SETTINGS)
# LANGUAGE is also the locale's list of languages (en_US:en) in many
# desktop environments: the book's is taken from the command line only.
export SB_GIVEN := $(foreach v,$(filter-out LANGUAGE,$(BOOK_SETTINGS)),$(if $(filter command% environment%,$(origin $v)),$v)) \
  $(if $(filter command%,$(origin LANGUAGE)),LANGUAGE)
export SB_SET_BOOK := $(value BOOK)
export SB_SET_OUT := $(value OUT)
export SB_SET_N := $(value N)
export SB_SET_SEED := $(value SEED)
export SB_SET_BANDS := $(value BANDS)
export SB_SET_SYMMETRY := $(value SYMMETRY)
export SB_SET_TITLE := $(value TITLE)
export SB_SET_SUBTITLE := $(value SUBTITLE)
export SB_SET_AUTHOR := $(value AUTHOR)
export SB_SET_YEAR := $(value YEAR)
export SB_SET_TRIM := $(value TRIM)
export SB_SET_BLEED := $(value BLEED)
export SB_SET_PAPER := $(value PAPER)
export SB_SET_PER_PAGE := $(value PER_PAGE)
export SB_SET_ANSWERS_PER_PAGE := $(value ANSWERS_PER_PAGE)
export SB_SET_EDITION := $(value EDITION)
export SB_SET_PDFX := $(value PDFX)
export SB_SET_PUZZLES := $(value PUZZLES)
export SB_SET_JOBS := $(value JOBS)
export SB_SET_BOOKLET_PAPER := $(value BOOKLET_PAPER)
export SB_SET_PREVIEW_PAGES := $(value PREVIEW_PAGES)
export SB_SET_PUBLISHER := $(value PUBLISHER)
export SB_SET_ISBN := $(value ISBN)
export SB_SET_EDITION_NAME := $(value EDITION_NAME)
export SB_SET_BLURB := $(value BLURB)
export SB_SET_LARGE_PRINT := $(value LARGE_PRINT)
export SB_SET_COVER_COLOR := $(value COVER_COLOR)
export SB_SET_COVER_GUIDES := $(value COVER_GUIDES)
export SB_SET_COVER_BADGE := $(value COVER_BADGE)
export SB_SET_SERVICE := $(value SERVICE)
export SB_SET_SPELLING := $(value SPELLING)
export SB_SET_LANGUAGE := $(value LANGUAGE)
export SB_SET_CERTIFICATE := $(value CERTIFICATE)
export SB_SET_COVER_THEME := $(value COVER_THEME)
export SB_SET_SYMBOLS := $(value SYMBOLS)
export SB_SET_VOLUME := $(value VOLUME)
export SB_SET_VOLUMES := $(value VOLUMES)
export SB_SET_FROM := $(value FROM)
export SB_SET_REGISTRY := $(value REGISTRY)
export SB_SET_FORMAT := $(value FORMAT)
export SB_SET_EXPORT_SIZE := $(value EXPORT_SIZE)
export SB_SET_EXPORT_DPI := $(value EXPORT_DPI)
# make -jN sets the threads when JOBS is not given (clamped to 1-256).
export SB_MAKE_JOBS = $(patsubst -j%,%,$(filter -j%,$(MFLAGS)))
export SOURCE_DATE_EPOCH
export FORCE_SOURCE_DATE := 1

BOOK_TARGETS := book cover booklet preview check-print series web export
.PHONY: $(BOOK_TARGETS) stages stage-bank
$(BOOK_TARGETS):
	@MAKE='$(MAKE)' SB_BIN='$(BIN)' scripts/run-book $@

# The stages, run by scripts/run-book as `make stages S_OUT=... S_BOOK=...
# S_NAME=... S_SOURCE=... S_JOBS=...` with values `sudokubook settings` has
# checked; every other input is a file in S_OUT.  A stage reruns when a file
# it reads changed: its argument file, the puzzles, the program, a template,
# the series registry's puzzles the bank avoids (avoid.txt).  The bank is
# replaced only when it changes, so a new volume in the registry that the
# bank does not meet leaves the book as it is.
ifneq ($(value S_OUT),)
override S_OUT := $(value S_OUT)
override S_BOOK := $(value S_BOOK)
override S_NAME := $(value S_NAME)
override S_SOURCE := $(value S_SOURCE)
override S_JOBS := $(value S_JOBS)
S_BANK := $(S_OUT)/puzzles.txt
S_SRC := $(if $(filter file,$(S_SOURCE)),$(S_OUT)/source.txt,$(S_BANK))
S_TEX := $(S_OUT)/tex/$(S_NAME).tex
S_PDF := $(S_OUT)/$(S_NAME).pdf

# A recipe of their own, so that an up-to-date book prints nothing.
stages: $(S_PDF)
	@:
stage-bank: $(S_SRC)
	@:

$(S_OUT)/bank.stamp: $(S_OUT)/gen.args $(S_OUT)/avoid.txt $(BIN)
	$(BIN) generate --args $(S_OUT)/gen.args --jobs $(S_JOBS) -o $(S_BANK).new
	@$(BIN) check $(S_BANK).new >/dev/null || { rm -f $(S_BANK).new; exit 1; }
	@if cmp -s $(S_BANK).new $(S_BANK); then rm -f $(S_BANK).new; else mv $(S_BANK).new $(S_BANK); fi
	@touch $@

$(S_BANK): $(S_OUT)/bank.stamp ;

# The book's words are written into its LaTeX: a catalogue changed, the
# LaTeX is written again.
$(S_TEX): $(S_SRC) $(S_OUT)/tex.args $(BIN) $(wildcard templates/lang/*.txt)
	@rm -f $(S_PDF)
	$(BIN) latex --args $(S_OUT)/tex.args -o $@ $(S_SRC)

$(S_PDF): $(S_TEX) $(S_OUT)/inputs.list scripts/typeset scripts/texbuild
	scripts/typeset $(S_TEX) $@ $(S_BOOK) $(BIN) latex --args $(S_OUT)/tex.args $(S_SRC)
endif

# ---- install and clean -------------------------------------------------
# PREFIX and DESTDIR are paths: they reach the shell only as quoted
# variables, never as text of the recipe.
unexport PREFIX DESTDIR DATA FUZZ_SECONDS FUZZ_RUNS
export SB_PREFIX := $(value PREFIX)
export SB_DESTDIR := $(value DESTDIR)
install: $(BIN)
	@d="$$SB_DESTDIR$$SB_PREFIX"; set -e; echo "install: $$d/bin/sudokubook, $$d/share/sudokubook/templates"; \
	 mkdir -p "$$d/bin" "$$d/share/sudokubook/templates"; cp $(BIN) "$$d/bin/sudokubook"; \
	 cp -R templates/. "$$d/share/sudokubook/templates/"

uninstall:
	@d="$$SB_DESTDIR$$SB_PREFIX"; rm -f "$$d/bin/sudokubook"; rm -rf "$$d/share/sudokubook"

# A build running in this tree (scripts/run-book holds build/.lock) is
# waited for, never broken.
clean:
	@if [ -d build ]; then exec 9>>build/.lock; if ! flock -n 9; then \
	   echo "make clean: a build is running in this folder; waiting for it to finish" >&2; flock 9; fi; fi; \
	 echo "rm -rf build"; rm -rf build

FORCE:

# ---- benchmark (not part of test) ----------------------------------------
DATA = ../shared/data
export SB_DATA := $(value DATA)
$(B)/sb-bench: tests/bench.c $(LIB)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -o $@ tests/bench.c $(LIB) $(LDLIBS)

# TDOKU_SRC=DIR, SKFR_SRC=DIR: checkouts of t-dillon/tdoku and dobrichev/skfr,
# built and timed side by side (rows skipped with a note when not named).
bench: $(B)/sb-bench $(BIN) $(ENGINE)
	@scripts/install-deps bench
	@TDOKU_SRC="$(TDOKU_SRC)" SKFR_SRC="$(SKFR_SRC)" OPT="$(OPT)" scripts/bench $(B)/sb-bench $(BIN) "$$SB_DATA"

# Only the peers: tdoku, skfr and QQWing's expert level (a minute or so).
bench-peers: $(B)/sb-bench $(BIN)
	@TDOKU_SRC="$(TDOKU_SRC)" SKFR_SRC="$(SKFR_SRC)" OPT="$(OPT)" scripts/bench $(B)/sb-bench $(BIN) "$$SB_DATA" peers

# Only the other kinds of grid, side by side with Solo (a minute or so).
bench-variants: $(B)/sb-bench $(BIN)
	@scripts/install-deps bench
	@scripts/bench $(B)/sb-bench $(BIN) "$$SB_DATA" variants
