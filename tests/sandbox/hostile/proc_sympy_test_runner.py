# attack: sympy's test runner starts a python -c subprocess
# covers: subprocess
# gate: banned_attribute test
# layer: gate
import sympy

sympy.test("no_such_test_module_xyz", subprocess=True)
print("ESCAPED: the test runner ran")
