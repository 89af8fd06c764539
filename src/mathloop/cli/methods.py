"""``mathloop methods``: the methods this installation knows, built in or from plugins."""

from __future__ import annotations

import click

from mathloop.methods import METHODS

__all__ = ["methods_group"]


@click.group("methods", invoke_without_command=True)
@click.pass_context
def methods_group(ctx: click.Context) -> None:
    """Methods: what each does and which package provides it.

    Without a subcommand: `mathloop methods list`.
    """
    if ctx.invoked_subcommand is None:
        ctx.invoke(list_command)


@methods_group.command("list")
def list_command() -> None:
    """Show every method with a one-line description and where it came from.

    \b
    Origin is "built-in" or the distribution name of the plugin package that registered
    the method (entry point group mathloop.methods; see docs/plugins.md).
    """
    entries = METHODS.entries()
    width = max(len(entry.name) for entry in entries)
    origin_width = max(len(_origin(entry.origin, entry.version)) for entry in entries)
    for entry in entries:
        origin = _origin(entry.origin, entry.version)
        click.echo(f"{entry.name:{width}}  {origin:{origin_width}}  {entry.description}".rstrip())


def _origin(origin: str, version: str | None) -> str:
    return f"{origin} {version}" if version else origin
