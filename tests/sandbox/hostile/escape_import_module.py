# attack: sympy.external.import_module imports a refused module by name
# covers: importlib, env_secrets
# gate: banned_attribute import_module
# ungated: ok
# layer: clean_env
from sympy.external import import_module

os_module = import_module("o" + "s")
print("ESCAPED" if "@@SECRET_NAME@@" in os_module.environ else "no secret in the environment")
