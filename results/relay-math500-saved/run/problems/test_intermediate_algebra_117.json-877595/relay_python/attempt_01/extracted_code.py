# Import necessary libraries
from collections import defaultdict

# Define the polynomial class with methods to set coefficients and perform division
class Polynomial:
    def __init__(self, degree):
        self.coefficients = [0] * (degree + 1)
    
    def set_coefficient(self, index, value):
        self.coefficients[index] = value
    
    def divide_by(self, divisor):
        quotient = Polynomial(len(self.coefficients) - len(divisor) + 1)
        for i in range(quotient.degree + 1):
            quotient.set_coefficient(i, sum(self.coefficients[j] * divisor.coefficients[i - j] for j in range(max(0, i), min(len(self.coefficients), len(divisor)) + 1)))
        remainder = Polynomial(min(len(self.coefficients), len(divisor)))
        for i in range(len(remainder.coefficients)):
            remainder.set_coefficient(i, self.coefficients[i] - divisor.coefficients[0] * quotient.coefficients[i])
        return quotient, remainder
    
    def solve_for_zero(self):
        if self.coefficients[-1] == 0:
            return Polynomial(self.degree)
        coefficients = [self.coefficients[-1]] + [-self.coefficients[i] / self.coefficients[-1] for i in range(2, self.degree + 1)]
        return Polynomial(coefficients)

# Define the check function to verify the correctness of the solution
def check_solution(P, R):
    quotient1, remainder1 = P.divide_by((x - 1) * (x - 4))
    quotient2, remainder2 = R.divide_by((x - 2) * (x - 3))
    
    if not (remainder1 == 0 and remainder2 == 2 * remainder1):
        print("The problem statement is incorrect.")
        return False
    
    # Solve for x in P(x)
    x = Polynomial(1)
    x.set_coefficient(0, 5)
    zero_solution = x.solve_for_zero()
    
    # Calculate P(5)
    p_5 = zero_solution.coefficients[3] * 5**3 + zero_solution.coefficients[2] * 5**2 + zero_solution.coefficients[1] * 5 + zero_solution.coefficients[0]
    
    print(f"Result: {p_5}")
    return True

# Define the main function to run the program
def main():
    P = Polynomial(3)
    R = Polynomial(3)
    P.set_coefficient(2, 1)
    P.set_coefficient(1, -8)
    P.set_coefficient(0, 9)
    
    R.set_coefficient(2, -6)
    R.set_coefficient(1, 14)
    R.set_coefficient(0, 3)
    
    if check_solution(P, R):
        print("CONFIDENCE: 100")
    else:
        print("CONFIDENCE: 50")

# Run the program
main()
