import collections

# Initial setup of the equations
equations = {
    "a+b=8": True,
    "b+c=-3": True,
    "a+c=-5": True
}

# Attempt to solve the system of linear equations
def solve_equations(equations):
    if not all(equation[1] for equation in equations.items()):
        return None
    
    # Create a dictionary to store variables
    vars = {}
    
    # Solve the first equation for one variable
    var1 = list(equations.keys())[0]
    vars[var1] = 8 - int(equations[var1][:-1])
    
    # Substitute the first value into the second equation and solve for another variable
    for key, val in equations.items():
        if key != var1:
            vars[key.replace(var1, 'b')] = int(val) - vars[var1]
    
    # Substitute the second value into the third equation and solve for the last variable
    for key, val in equations.items():
        if key != var1 and key != 'b':
            vars[key.replace(var1, 'c')] = int(val) - vars['b']
    
    return vars

# Solve the system of equations
result = solve_equations(equations)

# Check if a solution was found
if result:
    abc = result['a'] * result['b'] * result['c']
    print(f"RESULT: {abc}")
    print("CONFIDENCE: 100")
else:
    print("Result not found.")
