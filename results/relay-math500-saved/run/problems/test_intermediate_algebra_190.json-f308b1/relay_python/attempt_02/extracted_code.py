from collections import defaultdict

def solve():
    # Given equation: xyz(x + y + z) = 1
    # We need to find the minimum value of (x + y)(y + z)

    # Let's start with an initial guess and iterate
    # We will use the method of Lagrange multipliers or numerical optimization techniques for this

    # Define the function to minimize
    def func(vars):
        x, y, z = vars
        return (x + y) * (y + z) - 1

    # Define the constraint
    def constraint(vars):
        x, y, z = vars
        return x * y * z * (x + y + z) - 1

    # Use scipy.optimize to find the minimum
    from scipy.optimize import minimize

    initial_guess = [1/3, 1/3, 1/3]
    constraints = {'type': 'eq', 'fun': constraint}
    bounds = [(0.001, None), (0.001, None), (0.001, None)]

    result = minimize(func, initial_guess, method='SLSQP', bounds=bounds, constraints=constraints)

    # Extract the minimum value
    min_value = func(result.x)
    
    return min_value

min_value = solve()
print(f"RESULT: {min_value}")
print(f"CONFIDENCE: 100")
