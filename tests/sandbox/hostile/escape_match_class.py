# attack: a match class pattern reads __globals__ with no attribute access in the syntax tree
# covers: globals, env_secrets
# gate: banned_attribute __globals__
# ungated: ok
# layer: clean_env
import sympy.utilities.misc as misc

match misc.filldedent:
    case object(__globals__=found):
        environ = found["os"].environ
        print("ESCAPED" if "@@SECRET_NAME@@" in environ else "no secret in the environment")
