# This is attempt 1 of 5. Write a Python program.

# Define the equation as a function
def equation(x):
    return (x / 2 - 3) ** 2 + y ** 2

# Initialize the variables for checking
point = False
line = False
two_lines = False
circle = False
ellipse = False
hyperbola = False
empty = True

# Iterate through possible values of x to check if there are any points, lines, or two lines
for x in range(-10, 11):
    y_squared = equation(x)
    if y_squared == 0:
        point = True
        break
    elif y_squared < 0:
        line = True
        break
    elif 0 < y_squared and not empty:
        two_lines = True
        break

# Check for the type of graph based on the observations
if point:
    result = "point"
elif line or two_lines:
    result = "line"
else:
    # Determine if it's a parabola, circle, ellipse, hyperbola, empty
    y_squared_value = equation(0)
    if y_squared_value > 10:
        hyperbola = True
    elif y_squared_value < 10:
        ellipse = True
    else:
        circle = True

# Calculate the confidence level based on the observations
if point or line or two_lines:
    confidence = 85
elif circle or ellipse or hyperbola:
    confidence = 95
else:
    confidence = 70

# Print the result and confidence level
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
