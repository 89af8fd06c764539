import math

def find_least_possible_value(a_n, a_0):
    """
    Given the polynomial f(x) = a_nx^n + a_{n-1}x^{n-1} + \cdots + a_2x^2 + a_1x + a_0 with integer coefficients,
    and its roots are distinct integers, find the least possible value of |a_{n-1}|.

    Args:
    - a_n: An integer representing the coefficient of x^n.
    - a_0: An integer representing the constant term of the polynomial.

    Returns:
    - The least possible value of |a_{n-1}|.
    """
    # Since a_n is 2, the highest degree term is 2x^2. To minimize |a_{n-1}|,
    # we should maximize the sum of the absolute values of the other coefficients.
    # Given that the roots are distinct integers and the sum of the absolute values
    # of the coefficients must be minimized, we can set the highest degree term to 2,
    # and set the other coefficients to 0 except for a_{n-1} which should be minimized.

    # The polynomial becomes f(x) = 2x^2 + c_1x + c_2.
    # To minimize |a_{n-1}|, we can set c_1 and c_2 to 0,
    # which gives us the polynomial f(x) = 2x^2. The roots of this polynomial are 0 and 0 (not distinct).
    # However, since we need distinct integer roots, we can add a constant to the polynomial
    # to shift the roots.

    # Let's add a constant to the polynomial such that one root is an integer.
    # For example, if we add 1 to the polynomial, it becomes f(x) = 2x^2 + x + 1.
    # The roots of this polynomial are -1/2 and 0 (not distinct).
    # Again, we need a constant that makes one root an integer. Let's try adding 3 to the polynomial.
    # It becomes f(x) = 2x^2 + 3x + 4.
    # The roots of this polynomial are -1/2 and 2 (distinct integers).

    # Therefore, the least possible value of |a_{n-1}| is 3.

    return 3

result, confidence_level = find_least_possible_value(2, 66)
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence_level}")
