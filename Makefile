# Makefile - the sudokubook press.
#
#   make                  build build/sudokubook
#   make book N=500       bank -> LaTeX -> PDF in build/<BOOK>/<BOOK>.pdf
#   make test             unit tests, golden LaTeX, small end-to-end books
#   make bench            speed figures against QQWing (not part of test)
#   make booklet | preview | check-print | install | clean
#
# A book's settings come from books/<BOOK>.mk; any of them can be given on
# the command line instead: make book BOOK=pocket N=200 TITLE='My Book'.
include config.mk

.DELETE_ON_ERROR:
.SECONDARY:
.SUFFIXES:
.PHONY: all test unit e2e golden fuzz book booklet preview check-print cover bench install uninstall clean deps-book deps-test FORCE

ifeq ($(SANITIZE),1)
B := build/san
CFLAGS += $(SANFLAGS)
LDFLAGS += $(SANFLAGS)
else
B := build
endif

LIB_SRC := src/grid.c src/rng.c src/solver.c src/generator.c src/grader.c src/bank.c src/latex.c src/options.c
CLI_SRC := src/sudokubook.c
LIB_OBJ := $(LIB_SRC:src/%.c=$(B)/obj/%.o)
CLI_OBJ := $(CLI_SRC:src/%.c=$(B)/obj/%.o)
LIB := $(B)/libsudokubook.a
BIN := $(B)/sudokubook
TESTS := grid solver generator grader bank latex options
TEST_BIN := $(TESTS:%=$(B)/tests/test_%)

all: $(BIN)

$(B)/obj/%.o: src/%.c config.mk
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -MMD -MP -c $< -o $@

$(LIB): $(LIB_OBJ)
	$(AR) rcs $@ $(LIB_OBJ)

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

deps-book:
	@scripts/install-deps book

test: deps-test
	@$(MAKE) --no-print-directory unit golden e2e

unit: $(TEST_BIN) $(B)/tests/fuzz-replay
	@set -e; for t in $(TEST_BIN); do echo "== $$t"; $$t; done
	@$(B)/tests/fuzz-replay tests/fuzz/corpus/*

$(B)/tests/fuzz-replay: tests/fuzz/fuzz_parsers.c tests/fuzz/replay.c $(LIB)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -o $@ tests/fuzz/fuzz_parsers.c tests/fuzz/replay.c $(LIB) $(LDLIBS)

# libFuzzer run (clang): make fuzz FUZZ_SECONDS=600.  New inputs collect in
# FUZZ_CORPUS (build/fuzz/corpus); copy interesting ones to tests/fuzz/corpus.
FUZZ_SECONDS ?= 600
FUZZ_CC ?= clang
build/fuzz/fuzz-parsers: tests/fuzz/fuzz_parsers.c $(LIB_SRC)
	@mkdir -p $(@D)
	$(FUZZ_CC) -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined $(CPPFLAGS) -Isrc -o $@ tests/fuzz/fuzz_parsers.c $(LIB_SRC) -lpthread

FUZZ_CORPUS ?= build/fuzz/corpus
fuzz: build/fuzz/fuzz-parsers
	@mkdir -p $(FUZZ_CORPUS)
	build/fuzz/fuzz-parsers -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 $(FUZZ_CORPUS) tests/fuzz/corpus

golden: $(BIN)
	@BIN=$(BIN) sh tests/golden.sh

e2e: $(BIN)
	@BIN=$(BIN) SANITIZE=$(SANITIZE) sh tests/e2e.sh

# ---- books ---------------------------------------------------------------
BOOK = classic
ifeq ($(wildcard books/$(BOOK).mk),)
$(if $(filter book booklet preview check-print,$(MAKECMDGOALS)),$(error unknown preset BOOK=$(BOOK): no books/$(BOOK).mk (presets: $(basename $(notdir $(wildcard books/*.mk))))))
else
include books/$(BOOK).mk
endif
# Threads for generation: make's -jN when given, else every core.
# Settings a preset leaves out take these defaults.
TITLE ?= Sudoku
SUBTITLE ?=
AUTHOR ?=
N ?= 500
SEED ?= 1
TRIM ?= letter
BLEED ?= 0
PER_PAGE ?= 4
ANSWERS_PER_PAGE ?= 9
BANDS ?= Easy:32-38:Easy,Medium:28-34:Medium,Hard:24-30:Hard,Expert:22-28:Expert,Extreme:22-28:Extreme
SYMMETRY ?= none
YEAR ?= 2026
EDITION ?= print
PAPER ?= white
PDFX ?= 0
# Threads for generation: make's -jN when given, else every core.
JOBS ?= $(or $(patsubst -j%,%,$(filter -j%,$(MAKEFLAGS))),$(shell nproc 2>/dev/null || echo 1))
OUT = build/$(BOOK)
BANK := $(OUT)/puzzles.txt
TEX := $(OUT)/tex/$(BOOK).tex
PDF := $(OUT)/$(BOOK).pdf
TEXPATH := $(CURDIR)/books/$(BOOK)//:$(CURDIR)/templates//:

# Text settings reach the commands through the environment, never through
# the shell's quoting, and unexpanded, so a '$' in a title stays a '$'.
export SB_TITLE := $(value TITLE)
export SB_SUBTITLE := $(value SUBTITLE)
export SB_AUTHOR := $(value AUTHOR)
export SB_BANDS := $(BANDS)
export SOURCE_DATE_EPOCH
export FORCE_SOURCE_DATE := 1

GEN_OPTS := $(N)|$(SEED)|$(BANDS)|$(SYMMETRY)
TEX_OPTS := $(SB_TITLE)|$(SB_SUBTITLE)|$(SB_AUTHOR)|$(TRIM)|$(BLEED)|$(PAPER)|$(PER_PAGE)|$(ANSWERS_PER_PAGE)|$(YEAR)|$(EDITION)|$(PDFX)

# Stamps that change only when their settings do, so a stage reruns only
# when its inputs changed.
$(OUT)/gen.opts: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' '$(subst ','\'',$(GEN_OPTS))' > $@.new; \
	 if cmp -s $@.new $@; then rm -f $@.new; else mv $@.new $@; fi
$(OUT)/tex.opts: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' '$(subst ','\'',$(TEX_OPTS))' > $@.new; \
	 if cmp -s $@.new $@; then rm -f $@.new; else mv $@.new $@; fi

comma := ,
CHAPTERS = $(words $(subst $(comma), ,$(BANDS)))
# PUZZLES=FILE makes the book from your own puzzles (one a line) instead of
# generating them: each is proven unique and graded; a repeated one is refused.
ifneq ($(PUZZLES),)
SOURCE := $(PUZZLES)
N := $(shell grep -cv '^[[:space:]]*\(\#.*\)\{0,1\}$$' '$(PUZZLES)' 2>/dev/null || echo 0)
CHAPTERS = 1
else
SOURCE := $(BANK)
endif
LAYOUT = --trim '$(TRIM)' --bleed '$(BLEED)' --paper '$(PAPER)' --per-page '$(PER_PAGE)' \
  --answers-per-page '$(ANSWERS_PER_PAGE)'
LATEX_ARGS = --title "$$SB_TITLE" --subtitle "$$SB_SUBTITLE" --author "$$SB_AUTHOR" \
  --seed '$(SEED)' --year '$(YEAR)' $(LAYOUT) $(if $(filter screen,$(EDITION)),--screen) \
  $(if $(filter 1,$(PDFX)),--pdfx) $(SOURCE)

$(BANK): $(BIN) $(OUT)/gen.opts
	@rm -f $(PDF) $(TEX)
	$(BIN) generate --count '$(N)' --seed '$(SEED)' --bands "$$SB_BANDS" \
	  --symmetry '$(SYMMETRY)' --jobs '$(JOBS)' -o $@
	@$(BIN) check $@

$(TEX): $(SOURCE) $(OUT)/tex.opts $(BIN)
	@mkdir -p $(@D)
	@rm -f $(PDF)
	$(BIN) latex $(LATEX_ARGS) -o $@

$(PDF): $(TEX) $(wildcard templates/*) $(wildcard books/$(BOOK)/*)
	scripts/typeset $(TEX) $@ '$(TEXPATH)' $(BIN) latex $(LATEX_ARGS)

PREFLIGHT = scripts/preflight $(PDF) --trim '$(TRIM)' --bleed '$(BLEED)' --paper '$(PAPER)' --edition '$(EDITION)'

CHECK_SETTINGS = scripts/check-settings N='$(N)' SEED='$(SEED)' PER_PAGE='$(PER_PAGE)' \
  ANSWERS_PER_PAGE='$(ANSWERS_PER_PAGE)' BLEED='$(BLEED)' EDITION='$(EDITION)' SYMMETRY='$(SYMMETRY)' TRIM='$(TRIM)' \
  PAPER='$(PAPER)'

# Settings, then the page plan against the print service's maximum, before
# any puzzle is made.
PLAN = $(if $(PUZZLES),test -f '$(PUZZLES)' || { echo "make book: PUZZLES=$(PUZZLES): no such file" >&2; exit 2; } && )\
  $(CHECK_SETTINGS) && $(MAKE) --no-print-directory -s $(BIN) && \
  $(BIN) latex --plan '$(N)' --chapters $(CHAPTERS) $(LAYOUT) >/dev/null

book: deps-book
	@$(PLAN)
	@$(MAKE) --no-print-directory $(PDF)
	@$(PREFLIGHT) > $(OUT)/preflight.txt || { cat $(OUT)/preflight.txt; exit 1; }
	@echo "book: $(PDF) ($$(pdfinfo $(PDF) | awk '/^Pages:/ {print $$2}') pages; puzzles $(SOURCE); preflight passed, see $(OUT)/preflight.txt)"

check-print: deps-book
	@$(PLAN)
	@$(MAKE) --no-print-directory $(PDF)
	@$(PREFLIGHT)

COVER := $(OUT)/cover.pdf

cover: deps-book
	@$(PLAN)
	@$(MAKE) --no-print-directory $(PDF)
	@pages=$$(pdfinfo $(PDF) | awk '/^Pages:/ {print $$2}'); \
	 $(BIN) cover --pages "$$pages" --count '$(N)' --paper '$(PAPER)' --trim '$(TRIM)' \
	   --title "$$SB_TITLE" --subtitle "$$SB_SUBTITLE" --author "$$SB_AUTHOR" -o $(OUT)/tex/cover.tex
	@scripts/texbuild $(OUT)/tex/cover.tex $(COVER) '$(TEXPATH)'
	@echo "cover: $(COVER)"

# Booklet for home printing: sheets of BOOKLET_PAPER (letter or a4).
BOOKLET_PAPER ?= letter
BOOKLET := $(OUT)/$(BOOK)-booklet.pdf

booklet: deps-book
	@$(PLAN)
	@$(MAKE) --no-print-directory $(PDF)
	@case '$(BOOKLET_PAPER)' in letter|a4) ;; *) echo "make booklet: BOOKLET_PAPER=$(BOOKLET_PAPER): must be letter or a4" >&2; exit 2 ;; esac
	@printf '%s\n' '\documentclass{article}' \
	  '\usepackage[$(if $(filter a4,$(BOOKLET_PAPER)),paperwidth=297mm$(comma)paperheight=210mm,paperwidth=11in$(comma)paperheight=8.5in)]{geometry}' \
	  '\usepackage{pdfpages}' \
	  '\newcommand\sbBookletSource{$(CURDIR)/$(PDF)}' \
	  "\\newcommand\\sbBookletPages{$$(pdfinfo $(PDF) | awk '/^Pages:/ { n = $$2; m = n + (4 - n % 4) % 4; for (i = 0; 4 * i < m; i++) { split((m - 2 * i) " " (2 * i + 1) " " (2 * i + 2) " " (m - 2 * i - 1), q, " "); for (k = 1; k <= 4; k++) printf "%s%s", (i || k > 1) ? "," : "", (q[k] > n ? "{}" : q[k]) } }')}" \
	  '\begin{document}\input{sb-booklet}\end{document}' > $(OUT)/tex/booklet.tex
	@scripts/texbuild $(OUT)/tex/booklet.tex $(BOOKLET) '$(TEXPATH)'
	@echo "booklet: $(BOOKLET) ($$(pdfinfo $(BOOKLET) | awk '/^Pages:/ {print $$2}') sheet sides, $(BOOKLET_PAPER) landscape)"

# PNG images of the first pages, to look at before printing.
PREVIEW_PAGES ?= 8
preview: deps-book
	@$(PLAN)
	@$(MAKE) --no-print-directory $(PDF)
	@rm -rf $(OUT)/preview && mkdir -p $(OUT)/preview
	@pdftoppm -r 60 -png -f 1 -l $(PREVIEW_PAGES) $(PDF) $(OUT)/preview/page
	@ls $(OUT)/preview/*.png

# ---- install and clean -------------------------------------------------
install: $(BIN)
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/sudokubook/templates
	cp $(BIN) $(DESTDIR)$(PREFIX)/bin/sudokubook
	cp templates/* $(DESTDIR)$(PREFIX)/share/sudokubook/templates/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/sudokubook
	rm -rf $(DESTDIR)$(PREFIX)/share/sudokubook

clean:
	rm -rf build

FORCE:

# ---- benchmark (not part of test) ----------------------------------------
DATA = ../shared/data
$(B)/sb-bench: tests/bench.c $(LIB)
	$(CC) $(CPPFLAGS) -Isrc $(CFLAGS) -o $@ tests/bench.c $(LIB) $(LDLIBS)

bench: $(B)/sb-bench $(BIN)
	@scripts/install-deps bench
	@scripts/bench $(B)/sb-bench $(BIN) $(DATA)
