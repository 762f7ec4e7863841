/*
 * The slice of ncursesw that TerminalUI imports into Swift.
 *
 * Swift cannot use <curses.h> as is:
 *  - SwiftPM discards the -D flags from `pkg-config --cflags ncursesw`, and
 *    without them the wide-character API (cchar_t, setcchar, wget_wch,
 *    mvwadd_wch) is not declared; so the feature macros are set here first.
 *  - attribute masks are function-like macros, which Swift does not import;
 *    they are re-declared as constants.
 *  - Swift 6 refuses to read mutable C globals (stdscr, curscr, LINES,
 *    COLS, COLORS, COLOR_PAIRS, stdin, stdout); inline accessors read them.
 */
#ifndef INKDOKU_CNCURSESW_SHIM_H
#define INKDOKU_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <curses.h>

static inline WINDOW *inkdoku_stdscr(void) { return stdscr; }
static inline WINDOW *inkdoku_curscr(void) { return curscr; }
static inline int inkdoku_lines(void) { return LINES; }
static inline int inkdoku_cols(void) { return COLS; }
static inline int inkdoku_colors(void) { return COLORS; }
static inline int inkdoku_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *inkdoku_stdin(void) { return stdin; }
static inline FILE *inkdoku_stdout(void) { return stdout; }

static const attr_t INKDOKU_A_NORMAL = A_NORMAL;
static const attr_t INKDOKU_A_BOLD = A_BOLD;
static const attr_t INKDOKU_A_DIM = A_DIM;
static const attr_t INKDOKU_A_UNDERLINE = A_UNDERLINE;
static const attr_t INKDOKU_A_REVERSE = A_REVERSE;
static const attr_t INKDOKU_A_ITALIC = A_ITALIC;

#endif
