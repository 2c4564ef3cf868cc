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
