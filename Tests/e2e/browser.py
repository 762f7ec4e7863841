"""A browser's terminal: JupyterLab's terminal (xterm.js) in Debian's Chromium, headless, driven through
chromedriver (Selenium) with real pointer and key events, the way xsession.py drives the X terminals.

`BrowserSession` starts a Jupyter server of its own (127.0.0.1 only, a port the system picks, a random
token, its configuration, data, runtime and settings directories in the test's directory), then Chromium
with JupyterLab, opens one terminal and sizes the window until the terminal has the columns and rows
asked for; only then does the terminal's shell (jupyter_shell.py) start the command. The pointer moves
and presses through WebDriver actions, so xterm.js itself turns them into mouse reports: what a player
in JupyterLab (or VS Code, the same xterm.js) sends.

Positions are in terminal cells, 0-based and fractional, as in xsession.py; pixels are the page's CSS
pixels (the device scale factor is 1, so a screenshot has the same pixels).

JupyterLab keeps some input for itself: a right click opens its context menu over the terminal and takes
the keyboard focus, and two Esc within 350 ms leave the terminal. Every pointer action here goes through
one method that sends only the left button, and every key through one that refuses a second Esc within
that time; the page logs the input it got (`input_log`), so a test can check both.

Every wait has a deadline, and the server, chromedriver and Chromium are ended by their process ids when
the session closes, also when a test fails half-way.
"""

import importlib.util
import json
import os
import pathlib
import secrets
import subprocess
import sys
import time
import urllib.request

from emulators import Emulator
from handwriting import corners, pointer_path
from xserver import end_process, wait_until

JUPYTER_SHELL = pathlib.Path(__file__).resolve().parent / "jupyter_shell.py"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
TOOLS = {CHROMIUM: "chromium", CHROMEDRIVER: "chromium-driver"}
MODULES = {"jupyterlab": "jupyterlab", "selenium": "selenium"}  # module → PyPI package
START_SECONDS = 60  # Jupyter and Chromium start on a loaded machine
# Chromium takes WebDriver's pointer moves one per frame (60 a second; slower while the page draws the
# game's ink), so a move of 2 px as in xsession.py would draw a pad-sized 2 in 7-10 s, past the 10 s the
# game gives a group (InkLimits), where a hand takes one or two. 6 px a move (360 px/s, a steady hand)
# is still less than a cell (7 × 18 px at JupyterLab's font), so no column or row is jumped.
STEP_PX = 6
LEFT = 0  # the W3C button number of the left button: the only one these tests press
HOST_ESCAPE_MS = 350  # JupyterLab leaves the terminal on a second Esc within this time


class BrowserTerminal(Emulator):
    """What emulators.py tells about an X terminal, for xterm.js in JupyterLab."""

    name = "jupyterlab"
    # xterm.js 5.5 has SGR-Pixels (DECSET 1016), but Jupyter's pty carries no pixel size, so the game stays
    # with cell reports here.
    pixel_reports = False
    dumps_text = True  # its buffer, read through the page
    # One report per pointer event that enters a new cell (Chromium delivers every move WebDriver sends),
    # and one for the first move after the press, in its cell or not.
    reports_motion_in_press_cell = True


JUPYTERLAB = BrowserTerminal()


def missing_browser_tools():
    """What is missing to run a browser session, as an install instruction; None when everything is there."""
    packages = sorted({p for tool, p in TOOLS.items() if not os.access(tool, os.X_OK)})
    modules = sorted(p for m, p in MODULES.items() if importlib.util.find_spec(m) is None)
    if not packages and not modules:
        return None
    what = [f"apt-get install -y {' '.join(packages)}"] if packages else []
    what += [f"python3 -m pip install {' '.join(modules)}"] if modules else []
    return f"the browser terminal tests need {', '.join(packages + modules)}: run Tools/install-test-deps ({'; '.join(what)})"


def local(url, timeout=5):
    """GETs a 127.0.0.1 URL, never through a proxy from the environment."""
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=timeout) as response:
        return response.read()


class JupyterServer:
    """A Jupyter server with JupyterLab on 127.0.0.1, whose terminals run `shell_command`, all its state in
    `root`."""

    def __init__(self, root, shell_command):
        self.root, self.shell_command = root, shell_command
        self.token = secrets.token_hex(24)
        self.proc = self.port = None
        self.log = root / "jupyter.log"

    def start(self):
        dirs = {name: self.root / name for name in ("config", "data", "runtime", "settings", "workspaces", "home",
                                                    "files")}
        for path in dirs.values():
            path.mkdir(parents=True, exist_ok=True)
        config = {
            "ServerApp": {
                "ip": "127.0.0.1", "port": 0, "port_retries": 0, "open_browser": False,
                "root_dir": str(dirs["files"]), "terminado_settings": {"shell_command": self.shell_command},
                "allow_root": os.geteuid() == 0,
            },
            "IdentityProvider": {"token": self.token},
            # The page hands its application object to the test (window.jupyterapp): the terminal's buffer is
            # read through it. No news and no update checks: nothing leaves 127.0.0.1.
            "LabApp": {"expose_app_in_browser": True, "news_url": None, "extension_manager": "readonly",
                       "check_for_updates_class": "jupyterlab.NeverCheckForUpdate"},
        }
        # A player who answered "No" to JupyterLab's question about news: its toast would cover the terminal.
        notification = dirs["settings"] / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
        notification.parent.mkdir(parents=True, exist_ok=True)
        notification.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        config_file = dirs["config"] / "jupyter_server_config.json"
        config_file.write_text(json.dumps(config))
        config_file.chmod(0o600)  # it holds the token
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(dirs["home"]), "LANG": "C.UTF-8",
            "JUPYTER_CONFIG_DIR": str(dirs["config"]), "JUPYTER_DATA_DIR": str(dirs["data"]),
            "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]), "JUPYTERLAB_SETTINGS_DIR": str(dirs["settings"]),
            "JUPYTERLAB_WORKSPACES_DIR": str(dirs["workspaces"]), "JUPYTER_PLATFORM_DIRS": "1",
            "IPYTHONDIR": str(dirs["home"] / ".ipython"),
        }
        with open(self.log, "wb") as log:
            self.proc = subprocess.Popen([sys.executable, "-m", "jupyterlab"], env=env, cwd=dirs["files"],
                                         stdout=log, stderr=log, start_new_session=True)
        info = dirs["runtime"] / f"jpserver-{self.proc.pid}.json"

        def listening():
            if self.proc.poll() is not None:
                raise RuntimeError(f"the Jupyter server exited with status {self.proc.returncode}: {self.log_text()}")
            try:
                return json.loads(info.read_text())
            except (FileNotFoundError, json.JSONDecodeError):
                return None  # Jupyter writes the file in place: seen half written, it is not there yet

        try:
            self.port = wait_until(listening, START_SECONDS, "the Jupyter server's runtime file")["port"]
            wait_until(self._answers, START_SECONDS, "the Jupyter server's API")
        except TimeoutError as error:
            raise TimeoutError(f"{error}: {self.log_text()}") from None
        return self

    def _answers(self):
        try:
            return json.loads(local(f"{self.url}/api/status?token={self.token}"))
        except OSError:
            return None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def log_text(self):
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self):
        end_process(self.proc, grace=10)


class BrowserSession:
    """JupyterLab's terminal of `cols` × `rows` cells in headless Chromium, running `command` in `env`, with
    `workdir` for its files. The same interface as xsession.XSession, so the X terminals' checks apply."""

    def __init__(self, command, *, cols, rows, workdir, env):
        self.cols, self.rows = cols, rows
        self.command, self.env = command, env
        self.workdir = workdir
        self.emulator = JUPYTERLAB
        self.control = workdir / "jupyter-shell"
        self.server = self.driver = self.service = None
        self.sent = []  # every pointer action and key sent, as sent
        self.last_escape = None

    # ---- start and stop ---------------------------------------------------------------------------

    def __enter__(self):
        problem = missing_browser_tools()
        if problem:
            raise RuntimeError(problem)
        try:
            self.control.mkdir(parents=True, exist_ok=True)
            self.server = JupyterServer(self.workdir / "jupyter",
                                        [sys.executable, str(JUPYTER_SHELL), str(self.control)]).start()
            self._start_browser()
            self._open_terminal()
            self._fit(self.cols, self.rows)
            (self.control / "command.json").write_text(
                json.dumps({"argv": self.command, "env": self.env, "size": [self.cols, self.rows]}))
            started = json.loads(wait_until(lambda: self._read(self.control / "started"), START_SECONDS,
                                            "the terminal's shell starting the command"))
            if "error" in started:
                raise RuntimeError(started["error"])
            self.pty_size = started  # rows, columns, x pixels, y pixels, as the program sees them
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()

    @staticmethod
    def _read(path):
        return path.read_text() if path.exists() else None

    def _start_browser(self):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        profile = self.workdir / "chromium"
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in [
            "--headless=new", f"--user-data-dir={profile}", "--window-size=1200,900",
            "--force-device-scale-factor=1", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-default-apps", "--lang=en-US",
            # Names resolve to nothing: the page is on 127.0.0.1, and nothing else is reached.
            "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
        ] + (["--no-sandbox"] if os.geteuid() == 0 else []):  # Chromium's sandbox refuses root
            options.add_argument(argument)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(profile),
               "XDG_CONFIG_HOME": str(profile / "config"), "XDG_CACHE_HOME": str(profile / "cache"),
               "LANG": "C.UTF-8"}
        self.service = Service(executable_path=CHROMEDRIVER, log_output=str(self.workdir / "chromedriver.log"),
                               env=env)
        self.driver = webdriver.Chrome(options=options, service=self.service)
        self.driver.set_script_timeout(START_SECONDS)

    def _open_terminal(self):
        self.driver.get(f"{self.server.url}/lab?token={self.server.token}")
        wait_until(lambda: self.driver.execute_script("return !!window.jupyterapp"), START_SECONDS,
                   "JupyterLab's page")
        # A new terminal, as File ▸ New ▸ Terminal opens it; its xterm.js Terminal kept for reading.
        error = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            (async () => {
              await window.jupyterapp.restored;
              const widget = await window.jupyterapp.commands.execute('terminal:create-new');
              await widget.content.ready;
              window.inkdokuTerm = widget.content._term;
              window.inkdokuInput = [];
              for (const type of ['mousedown', 'mouseup', 'contextmenu', 'auxclick', 'keydown'])
                window.addEventListener(type, e => window.inkdokuInput.push(
                  {type, button: e.button, key: e.key, t: e.timeStamp}), true);
              done(null);
            })().catch(e => done(String(e)));""")
        if error:
            raise RuntimeError(f"JupyterLab did not open a terminal: {error}")
        wait_until(lambda: self._read(self.control / "size"), START_SECONDS, "the terminal's shell")

    def geometry(self):
        """The terminal as the page lays it out: columns, rows, and the screen's rectangle in page pixels."""
        return self.driver.execute_script("""
            const t = window.inkdokuTerm, r = t.element.querySelector('.xterm-screen').getBoundingClientRect();
            return {cols: t.cols, rows: t.rows, left: r.left, top: r.top, width: r.width, height: r.height,
                    window: [window.outerWidth, window.outerHeight]};""")

    def _fit(self, cols, rows):
        """Resizes the window until the terminal (which JupyterLab fits to its panel) has `cols` × `rows`."""
        for _ in range(8):
            g = self.geometry()
            if (g["cols"], g["rows"]) == (cols, rows):
                break
            cw, ch = g["width"] / g["cols"], g["height"] / g["rows"]
            width, height = g["window"]
            self.driver.set_window_size(round(width + (cols - g["cols"]) * cw), round(height + (rows - g["rows"]) * ch))
            wait_until(lambda: self.geometry() != g, 10, "the terminal to lay out again")
        else:
            raise RuntimeError(f"the terminal is {g['cols']}×{g['rows']} cells, not {cols}×{rows}, after resizing")
        wait_until(lambda: json.loads(self._read(self.control / "size"))[:2] == [rows, cols], 10,
                   f"the pty at {cols}×{rows}")
        g = self.geometry()
        self.cell = (g["width"] / cols, g["height"] / rows)
        self.origin = (g["left"], g["top"])  # page pixel of the top-left corner of cell (0, 0)
        self.image_origin = (0, 0)  # the same in a screenshot of the terminal's screen

    def close(self):
        """Ends Chromium (through chromedriver), chromedriver and the Jupyter server, by process id; safe to
        call twice. The server hangs up its terminals, which ends the program in them."""
        if self.driver is not None:
            try:
                self.driver.quit()
            except Exception:  # noqa: BLE001 - a driver that is gone is what we want
                pass
            self.driver = None
        if self.service is not None and self.service.process is not None:
            end_process(self.service.process)
        if self.server is not None:
            self.server.stop()

    @property
    def program_rows(self):
        return self.rows

    def pixel(self, x, y):
        """Page pixel of terminal position (x, y)."""
        return round(self.origin[0] + x * self.cell[0]), round(self.origin[1] + y * self.cell[1])

    # ---- pointer ----------------------------------------------------------------------------------

    def _pointer(self, actions):
        """Performs W3C pointer actions for the mouse; only the left button is ever pressed."""
        for action in actions:
            if action["type"] in ("pointerDown", "pointerUp") and action["button"] != LEFT:
                raise ValueError(f"{action}: JupyterLab takes the other buttons (a right click opens its menu)")
        self.sent += actions
        self.driver.execute("actions", {"actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions}]})

    @staticmethod
    def _move(x, y, duration=0):
        return {"type": "pointerMove", "duration": duration, "x": int(x), "y": int(y), "origin": "viewport"}

    def stroke(self, points):
        """Presses at the first point, moves through the others in small steps, releases at the last."""
        pixels = pointer_path([self.pixel(x, y) for x, y in points], STEP_PX)
        self._pointer([self._move(*pixels[0]), {"type": "pointerDown", "button": LEFT}]
                      + [self._move(x, y) for x, y in pixels[1:]]
                      + [{"type": "pointerUp", "button": LEFT}])
        return pixels

    def write_digit(self, strokes, rect):
        """Writes a digit (strokes in fractions of a box, see handwriting.DIGITS) over `rect` = (left, top,
        right, bottom) in terminal cells; returns the pointer path of each stroke, in page pixels."""
        return [self.stroke(corners(stroke, rect)) for stroke in strokes]

    def click(self, x, y):
        self._pointer([self._move(*self.pixel(x, y)), {"type": "pointerDown", "button": LEFT},
                       {"type": "pointerUp", "button": LEFT}])

    # ---- keyboard ---------------------------------------------------------------------------------

    KEYS = {"Escape": "\ue00c", "Return": "\ue006", "Up": "\ue013", "Down": "\ue015", "Left": "\ue012",
            "Right": "\ue014"}

    def key(self, *names):
        """Presses keys (`q`, `5`, or `Escape`, `Up`, … as in xsession.py) one after another, never two Esc
        within JupyterLab's 350 ms."""
        for name in names:
            value = self.KEYS.get(name, name)
            if name == "Escape":
                if self.last_escape is not None and time.monotonic() - self.last_escape < HOST_ESCAPE_MS / 1000 * 2:
                    time.sleep(HOST_ESCAPE_MS / 1000 * 2)
                self.last_escape = time.monotonic()
            actions = [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
            self.sent += actions
            self.driver.execute("actions", {"actions": [{"type": "key", "id": "keyboard", "actions": actions}]})

    def input_log(self):
        """The mouse buttons and keys the page got: [{type, button, key, t (ms)}]."""
        return self.driver.execute_script("return window.inkdokuInput")

    def has_focus(self):
        """Whether the terminal has the keyboard focus (JupyterLab's menus and Esc Esc take it away)."""
        return self.driver.execute_script("return document.activeElement === window.inkdokuTerm.textarea")

    # ---- what is on the screen --------------------------------------------------------------------

    @property
    def reads_text(self):
        return True

    def screen_lines(self, timeout=5):
        """The text the terminal shows, one string per row, from xterm.js's active buffer."""
        return self.driver.execute_script("""
            const t = window.inkdokuTerm, b = t.buffer.active, lines = [];
            for (let y = 0; y < t.rows; y++) {
              const line = b.getLine(b.viewportY + y);
              lines.push(line ? line.translateToString(true) : '');
            }
            return lines;""")

    def screenshot(self, png):
        """The terminal's screen (its cells, none of JupyterLab around it) as a PNG file; its top-left cell
        starts at `image_origin`. The whole page goes beside it (NAME-page.png), for a person to look at."""
        png = pathlib.Path(png)
        png.with_name(f"{png.stem}-page.png").write_bytes(self.driver.get_screenshot_as_png())
        screen = self.driver.execute_script("return window.inkdokuTerm.element.querySelector('.xterm-screen')")
        png.write_bytes(screen.screenshot_as_png)
        return png
