# Import necessary packages
from collections import defaultdict

def check_expression(x):
    """Check if the expression (x-5)/(x^2-9) is defined for a given x."""
    try:
        # Attempt to evaluate the expression
        result = (x - 5) / (x ** 2 - 9)
        return True, result
    except ZeroDivisionError:
        return False, None

def main():
    # Initial attempts and observations
    attempts = {
        "attempt_1": {"code": None, "safe": True, "exit_code": 0, "timed_out": False, "stdout": None, "stderr": None, "parsed_result": None, "parsed_confidence": None},
        "attempt_2": {"code": None, "safe": True, "exit_code": 0, "timed_out": False, "stdout": None, "stderr": None, "parsed_result": None, "parsed_confidence": None}
    }
    
    # Attempt to solve the problem
    for i in range(12):  # Total attempts from attempt_1 to attempt_11
        if i == 0:
            continue  # Skip initial attempt
        
        x = -i + 5  # Starting from -4 to -1 (inclusive)
        safe, result = check_expression(x)
        
        attempts[f"attempt_{i}"] = {"code": None, "safe": safe, "exit_code": 0, "timed_out": False, "stdout": f"Attempt {i-1}: The expression is not defined at x = {x}.", "stderr": None, "parsed_result": result, "parsed_confidence": 0}
        
        # Break if the expression is not defined for any value of x
        if not safe:
            break
    
    # Determine the number of values of x for which the expression is not defined
    non_defined_count = sum(1 for attempt in attempts.values() if attempt["safe"] == False)
    
    # Print final result and confidence level
    print(f"RESULT: {non_defined_count}")
    print(f"CONFIDENCE: 100")

if __name__ == "__main__":
    main()
