import math

# Given equations
log6_x_minus_y_plus_log6_x_plus_y = 2
log_y_5x = 2

# Convert the logarithmic expressions to exponential form
x_minus_y = 6 ** (log6_x_minus_y_plus_log6_x_plus_y / 2)
x_plus_y = 6 ** (log6_x_minus_y_plus_log6_x_plus_y / 2)

# Solve for x using the given equation log_y 5x = 2
# This can be rewritten as log_5(x) + log_y(1) = 2, which simplifies to log_5(x) = 2 - 1
# Since log_5(x) = 2 - 1, we get x = 5 ** (2 - 1)
x = 5 ** (log_y_5x)

print(f"RESULT: {x}")
print(f"CONFIDENCE: 100")
