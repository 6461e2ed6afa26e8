/* hints.js - the hint engine of the player: engine.js's WebAssembly module
 * (the press's grader, src/web/engine.c) started once and asked for the
 * next step from the position on the board.
 *
 * window.SB_HINTS.start() compiles the module (asynchronously, once);
 * .ready is true when it can answer; .failed says why it cannot;
 * .ask(puzzle, cells, marks) answers at once with the engine's JSON as an
 * object: puzzle is the bank's line of the puzzle ("<givens> <solution>",
 * or "<kind> <givens> <solution> [<layout>|<cages>]"), cells the entries
 * over the canvas ('.' blank, '-' outside every grid), marks the pencil
 * marks (one number a cell, bit s for symbol s).  .onready, when set, is
 * called once the engine is ready.  Nothing here reaches the network: the
 * module's bytes are in engine.js.  What it says (why it cannot answer)
 * is in the book's words (book.js, as app.js says them). */
(function () {
    'use strict';

    var api = { ready: false, failed: '', onready: null, start: start, ask: ask };
    var exports = null, started = false;
    window.SB_HINTS = api;

    // The entry key of the book's words (see app.js), {error} filled in.
    function word(key, error) {
        var words = window.SB_BOOK && window.SB_BOOK.words, t = words && words[key];
        return typeof t === 'string' ? t.replace('{error}', function () { return error || ''; }) : key;
    }

    // The engine does no I/O; the C library's few system calls answer
    // "not supported" (WASI's ENOSYS).
    function nosys() { return 52; }

    function start() {
        if (started) return;
        started = true;
        var text = window.SB_ENGINE_WASM;
        if (typeof text !== 'string' || !window.WebAssembly) {
            api.failed = word(window.WebAssembly ? 'hint.why.missing' : 'hint.why.browser');
            return;
        }
        var bin, bytes;
        try {
            bin = window.atob(text);
            bytes = new Uint8Array(bin.length);
            for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        } catch (e) {
            api.failed = word('hint.why.damaged');
            return;
        }
        var imports = { wasi_snapshot_preview1: { fd_close: nosys, fd_seek: nosys, fd_write: nosys } };
        WebAssembly.instantiate(bytes, imports).then(function (r) {
            exports = r.instance.exports;
            exports._initialize();
            api.ready = true;
            if (typeof api.onready === 'function') api.onready();
        }, function (e) {
            api.failed = word('hint.why.start', e && e.message ? e.message : String(e));
        });
    }

    function ask(puzzle, cells, marks) {
        if (!exports) return { error: api.failed || word('hint.why.starting') };
        var req = new TextEncoder().encode(puzzle + '\n' + cells + '\n' + marks.join(','));
        var at = exports.sbw_input(req.length);
        if (!at) return { error: word('hint.why.memory') };
        new Uint8Array(exports.memory.buffer, at, req.length).set(req);
        var out = exports.sbw_hint(), mem = new Uint8Array(exports.memory.buffer), end = out;
        while (mem[end]) end++;
        try {
            return JSON.parse(new TextDecoder().decode(mem.subarray(out, end)));
        } catch (e) {
            return { error: word('hint.why.answer') };
        }
    }
})();
