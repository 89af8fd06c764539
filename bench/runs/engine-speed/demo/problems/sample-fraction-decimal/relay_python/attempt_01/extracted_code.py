def fraction_to_decimal(numerator, denominator):
    return numerator / denominator

print("RESULT: ", fraction_to_decimal(3, 8))
print("CONFIDENCE: 100")
