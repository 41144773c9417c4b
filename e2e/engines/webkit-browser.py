#!/usr/bin/python3
# A WebKitGTK browser for the WebKit tests (e2e/engines/webkit.mjs): a Gtk window holding
# only a WebKit2 web view, so the page gets exactly the phone's size (Debian's MiniBrowser
# has a toolbar and cannot be narrower than 447 px). WebKitWebDriver starts it with
# --automation; the page's console messages go to the file given by --console (WebKit has
# no WebDriver log to read them from).
#   webkit-browser.py [--automation] [--size 390x844] [--lang ja-JP] [--console FILE]
#                     [--data DIR] [URL]
# Debian packages: python3-gi, gir1.2-webkit2-4.1, gir1.2-gtk-3.0 (and xvfb to run headless).
import argparse
import os
import sys

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser(description='A WebKitGTK window holding only a web view.')
parser.add_argument('--automation', action='store_true', help='let WebKitWebDriver drive it')
parser.add_argument('--size', default='390x844', help='the web view\'s size in CSS px, WIDTHxHEIGHT')
parser.add_argument('--lang', default='en-US', help='the language the page is told (navigator.language)')
parser.add_argument('--console', help='append the page\'s console messages to this file')
parser.add_argument('--data', help='keep the site\'s data (storage, service workers) in this folder')
parser.add_argument('url', nargs='?')
args, _gtk_args = parser.parse_known_args()
try:
    width, height = (int(n) for n in args.size.lower().split('x'))
except ValueError:
    sys.exit(f'webkit-browser: --size must be WIDTHxHEIGHT, e.g. 390x844 (got {args.size!r})')

if args.console:
    # The web processes inherit the UI process's stdout and stderr: that is where WebKit
    # writes the console messages (enable-write-console-messages-to-stdout; not for an
    # ephemeral session, hence --data).
    fd = os.open(args.console, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    sys.stdout = os.fdopen(1, 'w', buffering=1)
    # Line-buffered in the web processes too (they inherit the environment), so a message is
    # in the file as soon as it is logged, not when the process ends.
    stdbuf = '/usr/libexec/coreutils/libstdbuf.so'
    if os.path.exists(stdbuf):
        os.environ['LD_PRELOAD'] = ' '.join(filter(None, [os.environ.get('LD_PRELOAD'), stdbuf]))
        os.environ['_STDBUF_O'] = 'L'

Gtk.init(None)
if args.data:
    manager = WebKit2.WebsiteDataManager(base_data_directory=args.data, base_cache_directory=os.path.join(args.data, 'cache'))
else:
    manager = WebKit2.WebsiteDataManager.new_ephemeral()
context = WebKit2.WebContext(website_data_manager=manager)
context.set_preferred_languages([args.lang])
windows = []


def new_view():
    view = WebKit2.WebView(web_context=context, is_controlled_by_automation=args.automation)
    settings = view.get_settings()
    settings.set_enable_write_console_messages_to_stdout(True)
    settings.set_enable_developer_extras(True)
    window = Gtk.Window()
    window.set_default_size(width, height)
    window.add(view)
    windows.append(window)

    def closed(*_):
        windows.remove(window)
        window.destroy()
        if not windows:
            Gtk.main_quit()
    view.connect('close', closed)
    window.connect('delete-event', lambda *_: closed() or True)
    window.show_all()
    return view


if args.automation:
    context.set_automation_allowed(True)

    def started(_context, session):
        info = WebKit2.ApplicationInfo()
        info.set_name('torite-webkit-browser')
        info.set_version(1, 0, 0)
        session.set_application_info(info)
        session.connect('create-web-view', lambda _session: new_view())
    context.connect('automation-started', started)
else:
    new_view().load_uri(args.url or 'about:blank')

Gtk.main()
