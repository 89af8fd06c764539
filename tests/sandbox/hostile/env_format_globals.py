# attack: reach os.environ through str.format attribute chains built at runtime
# covers: env_secrets, getattr_strings, globals
# gate: banned_attribute format
# ungated: ok
# layer: clean_env
import sympy.utilities.misc as misc

template = "{0.__glo" + "bals__[os].environ}"
text = template.format(misc.filldedent)
print(text)
print("ESCAPED" if "@@SECRET_NAME@@" in text else "no secret in the environment")
