# config.mk - build settings.  Override any of them on the command line,
# for example: make CC=clang PREFIX=$HOME/.local
VERSION = 0.1.0
PREFIX = /usr/local
CC = cc
OPT = -O2 -funroll-loops
CFLAGS = -std=c11 $(OPT) -Wall -Wextra -pedantic -Wstrict-prototypes
CPPFLAGS = -DSB_VERSION=\"$(VERSION)\"
LDFLAGS =
LDLIBS = -lnauty -lpthread -lm
# make SANITIZE=1: AddressSanitizer and UndefinedBehaviorSanitizer, built
# into build/san so that it never mixes with the normal build.
SANITIZE = 0
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all -g
# Fixed date for reproducible PDFs (2026-01-01 00:00 UTC).
SOURCE_DATE_EPOCH = 1767225600
