"""``python -m mathloop`` runs the command line."""

from mathloop.cli.main import main

main()
