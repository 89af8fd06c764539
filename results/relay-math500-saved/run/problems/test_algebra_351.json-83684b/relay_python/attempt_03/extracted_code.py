# Problem: How many y-intercepts does the graph of the parabola x = y^2 - 4y - 1 have?

# Progress so far:
# attempt 1: NO_RESULT_LINE; exit 0
# attempt 2: NO_RESULT_LINE; exit 0; last stdout: 0

# What the runner observed when it ran:
runner verdict: NO_RESULT_LINE
code: 1 block found; selected block 1 (the only block with code)
safe: true
exit_code: 0
timed_out: false
stdout:
0
stderr:
(empty)
parsed_result: UNKNOWN
parsed_confidence: UNKNOWN

# This is attempt 3 of 5. No answer has been submitted yet.

def number_of_y_intercepts():
    # The parabola x = y^2 - 4y - 1 can be rewritten as x = (y-2)^2 - 1
    # To find the y-intercepts, we need to set x = 0 and solve for y
    # (y-2)^2 - 1 = 0
    # (y-2)^2 = 1
    # y-2 = ±1
    # y = 3 or y = 1
    return 2

# Check the result with a simple function
def check_solution():
    actual = number_of_y_intercepts()
    expected = 2
    return actual == expected, actual

result, confidence = check_solution()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
