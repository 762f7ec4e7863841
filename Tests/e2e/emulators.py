"""The terminal emulators the real-terminal tests run the game in, each as a recipe: its command line for a
window of `cols` × `rows` cells, where its text area lies in that window, and the key (if any) that makes it
write the text it shows to a file.

Every emulator gets the same font (DejaVu Sans Mono 10, which has the board's box drawing), no user
configuration (HOME and XDG_CONFIG_HOME are the test's own), no scroll bar, and a known padding around the
text area, so a terminal cell's pixels follow from the window's size alone.
"""

import pathlib
import shlex

FONT = ("DejaVu Sans Mono", "10")
DUMP_KEY = "F12"  # bound to a screen dump where the emulator can make one, so the program never sees it
URXVT_PERL = pathlib.Path(__file__).resolve().parent / "urxvt-perl"


class Emulator:
    name = ""
    tools = {}  # command → the Debian package that provides it
    padding = 0  # pixels between the text window's edge and the first cell
    pixel_reports = False  # answers DECRQM for SGR-Pixels (1016) and reports its pixel size
    dumps_text = True  # DUMP_KEY writes what it shows to the session's dump file
    # Whether the first motion after a press is reported even when it stays in the press's cell (xterm.js
    # reports a motion whenever it differs from the last report, and the press is one; rxvt-unicode
    # reports the first motion, then each cell entered).
    reports_motion_in_press_cell = False
    env = {}

    def argv(self, session, command):
        raise NotImplementedError

    def environment(self, session):
        return dict(self.env)

    def dump_complete(self, text, rows):
        """Whether a dump file holds a whole screen (emulators that write it in place need a look inside)."""
        return True


class XTerm(Emulator):
    name = "xterm"
    tools = {"xterm": "xterm"}
    padding = 2  # internalBorder, set explicitly so the geometry never depends on resources
    pixel_reports = True

    def argv(self, session, command):
        resources = [
            f"XTerm*VT100.translations: #override <Key>{DUMP_KEY}: print-immediate()",
            # xterm appends a time stamp to this prefix, so every dump is a new file in the dump directory.
            f"XTerm*printFileImmediate: {session.dump_file}",
            "XTerm*allowTitleOps: false",
        ]
        argv = ["xterm", "-T", session.title, "-tn", session.term, "-geometry", f"{session.cols}x{session.rows}+0+0",
                "-fa", FONT[0], "-fs", FONT[1], "-b", str(self.padding)]
        for resource in resources:
            argv += ["-xrm", resource]
        return argv + ["-e", *command]

    def dump_complete(self, text, rows):
        return text.count("\n") >= rows  # xterm writes the file in place


class Kitty(Emulator):
    """kitty draws with OpenGL; under Xvfb that is Mesa's software renderer (llvmpipe)."""

    name = "kitty"
    tools = {"kitty": "kitty"}
    pixel_reports = True
    env = {"LIBGL_ALWAYS_SOFTWARE": "1"}

    def argv(self, session, command):
        dump = shlex.quote(str(session.dump_file))
        options = {
            "font_family": FONT[0], "font_size": FONT[1], "window_padding_width": "0",
            # The text area at the window's top-left corner, whatever is left over at the right and bottom.
            "placement_strategy": "top-left", "remember_window_size": "no",
            "initial_window_width": f"{session.cols}c", "initial_window_height": f"{session.rows}c",
            "confirm_os_window_close": "0", "shell_integration": "disabled", "update_check_interval": "0",
            "enable_audio_bell": "no", "cursor_blink_interval": "0", "linux_display_server": "x11",
            # @screen is what the window shows: the alternate screen while a full-screen program runs.
            "map": f"{DUMP_KEY.lower()} launch --type=background --stdin-source=@screen "
                   f"sh -c 'cat > {dump}.tmp && mv {dump}.tmp {dump}'",
        }
        argv = ["kitty", "--config", "NONE", "--title", session.title]
        for key, value in options.items():
            argv += ["-o", f"{key}={value}"]
        return argv + command


class Urxvt(Emulator):
    """rxvt-unicode has no screen dump of its own: a small perl extension (urxvt-perl/screendump) writes one."""

    name = "urxvt"
    tools = {"urxvt": "rxvt-unicode"}
    reports_motion_in_press_cell = True

    def argv(self, session, command):
        return ["urxvt", "-title", session.title, "-geometry", f"{session.cols}x{session.rows}+0+0",
                "-fn", f"xft:{FONT[0]}:size={FONT[1]}", "-b", "0", "-w", "0", "+sb",
                "-perl-lib", str(URXVT_PERL), "-pe", "screendump",
                f"-keysym.{DUMP_KEY}", "screendump:dump", "-e", *command]

    def environment(self, session):
        return {**self.env, "INKDOKU_SCREEN_DUMP": str(session.dump_file)}


class XfceTerminal(Emulator):
    """xfce4-terminal, on VTE. It has no way to dump its text; tests read its screen from screenshots."""

    name = "xfce4-terminal"
    tools = {"xfce4-terminal": "xfce4-terminal"}
    padding = 1  # VTE's own
    dumps_text = False
    # Its own instance (no D-Bus service to share windows through) and no accessibility bus to look for.
    env = {"NO_AT_BRIDGE": "1"}

    def argv(self, session, command):
        return ["xfce4-terminal", "--disable-server", "--title", session.title,
                "--geometry", f"{session.cols}x{session.rows}+0+0", "--font", " ".join(FONT),
                "--hide-menubar", "--hide-toolbar", "--hide-scrollbar", "-x", *command]


XTERM, KITTY, URXVT, XFCE_TERMINAL = XTerm(), Kitty(), Urxvt(), XfceTerminal()
