# Define the parameterized line
x = 8 + 2 * t
y = -1 + 3 * t

# Express y in terms of x to find the slope (m) and y-intercept (b)
slope = (y[1] - y[0]) / (x[1] - x[0])
intercept = y[0] - slope * x[0]

# Print the result
RESULT: {slope, intercept}
CONFIDENCE: 100
