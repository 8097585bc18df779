"""The main window around the table: menus, toolbar, status panel and dialogs."""

from __future__ import annotations
