# The earlier attempt showed that the exit code was 0, which means the problem is not solved.
# Since the exit code is 0, it is possible that the problem does not have any solution or
# the solution may be impossible to find within a reasonable time. We can check if we can
# compute k directly without running the program again.

# The equation (3^k)^6 = 3^6 means 9^k = 3^6.
# Since 9 is 3^2, this can be rewritten as (3^2)^k = 3^6.
# Therefore, 3^(2k) = 3^6.
# This implies that 2k = 6.
# Solving for k gives k = 3.

# The answer is already known to be 3. We can write the final result here.
result = 3
confidence = 100

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
