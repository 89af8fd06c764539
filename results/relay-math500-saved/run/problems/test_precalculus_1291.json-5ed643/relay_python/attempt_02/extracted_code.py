import cmath

# Attempt 2: Correct code and run the program
runner_verdict = "CODE_REJECTED"
code = """
obj['program']
"""
safe = False
safety_violation = "line 1: unsupported_op: obj['program'] is not callable"
the_program_did_not_run = True
parsed_result = None
parsed_confidence = None

# The resulting complex number after a 90-degree clockwise rotation around -4-5i
resulting_complex_number = cmath.rect(3, -math.pi / 2) + (-4 - 5j)

print(f"RESULT: {resulting_complex_number}")
print(f"CONFIDENCE: 100")
