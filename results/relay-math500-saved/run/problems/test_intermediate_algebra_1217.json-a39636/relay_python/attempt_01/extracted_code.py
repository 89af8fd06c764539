def quotient_when_x_6_minus_3_divided_by_x_plus_1():
    x = 1  # We can use any non-zero value for x
    result = (x**6 - 3) / (x + 1)
    print("RESULT:", result)
    print("CONFIDENCE: 100")

quotient_when_x_6_minus_3_divided_by_x_plus_1()
