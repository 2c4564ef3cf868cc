"""A real headless browser for the tests of the web pages: Debian's Chromium through Selenium.

Chromium starts with nothing of its own that reaches the network (no updates, sync or
background requests) and a fresh profile, so that its request log shows only what the
page asks for. Without Chromium or its driver, the tests that need it skip, naming the
packages to install (:func:`tests.tools.require_tool`; ``.ci/run`` installs them).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator

import pytest

from tests.tools import require_tool

FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1400,950")


def chromium() -> Iterator:
    """A Chromium session (a generator for a fixture): closed, with its profile, at the end."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is in the test extra: pip install -e .[test]")
    from selenium.webdriver.chrome.service import Service

    browser = require_tool("chromium", "chromium")
    driver_program = require_tool("chromedriver", "chromium-driver")
    profile = tempfile.mkdtemp(prefix="gameviz-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in (*FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_program), options=options)
    driver.get("about:blank")
    driver.get_log("performance")  # the browser's own start (its new tab page), before any page of ours
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def requested_urls(driver) -> list[str]:
    """Every URL the browser asked for since the log was last read (from its performance log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def script_errors(driver) -> list[str]:
    """The errors the page's scripts reported since the log was last read."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


#: The keys the tests press (WebDriver's codes; selenium's Keys without importing it).
RIGHT, LEFT, HOME, END, ENTER = "\ue014", "\ue012", "\ue011", "\ue010", "\ue007"


#: Finds the visible texts of the page (outside its pictures) whose colour reads at less than 4.5:1 on
#: what is behind them (the backgrounds of their ancestors, each laid over the next): WCAG's contrast
#: ratio of relative luminances. Disabled controls are exempt, as WCAG exempts inactive ones.
CONTRAST_SCRIPT = r"""
function rgba(text) {
  const n = text.match(/[\d.]+/g).map(Number);
  return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
}
function over(top, bottom) {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat([1]);
}
function background(element) {
  const layers = [];
  for (let e = element; e; e = e.parentElement) layers.push(rgba(getComputedStyle(e).backgroundColor));
  let colour = [255, 255, 255, 1];
  for (const layer of layers.reverse()) colour = over(layer, colour);
  return colour;
}
function luminance(c) {
  const [r, g, b] = c.slice(0, 3).map((v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const out = [];
for (const element of document.querySelectorAll("body *")) {
  if (element.closest("svg, script, style, option") || element.closest(":disabled")) continue;
  if (!element.getClientRects().length || getComputedStyle(element).visibility === "hidden") continue;
  const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const field = element.matches("input[type=number], input[type=text], input:not([type]), select") && element.value;
  if (!own && !field) continue;
  const back = background(element);
  const text = over(rgba(getComputedStyle(element).color), back);
  const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a);
  const ratio = (light + 0.05) / (dark + 0.05);
  const what = (element.value || element.textContent).trim().slice(0, 60);
  const behind = `rgb(${back.slice(0, 3).map(Math.round)})`;
  if (ratio < 4.5) out.push(`${ratio.toFixed(2)}:1 ${getComputedStyle(element).color} on ${behind}: ${what}`);
}
return out;
"""


def low_contrast(driver) -> list[str]:
    """The visible texts of the page that read at less than 4.5:1 on their background (see
    :data:`CONTRAST_SCRIPT`), each as ``ratio colour on background: text``."""
    return driver.execute_script(CONTRAST_SCRIPT)


def set_theme(driver, name: str) -> None:
    """Choose the page's theme (``light`` or ``dark``) in its list, as a reader does."""
    from selenium.webdriver.support.select import Select

    Select(driver.find_element("id", "gv-theme")).select_by_value(name)
