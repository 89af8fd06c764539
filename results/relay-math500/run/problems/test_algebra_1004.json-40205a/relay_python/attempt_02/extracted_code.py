from sympy import log

# Calculate x from 2^8 = 4^x
x = log(2**8, 4)

# Convert x to a fraction for simplicity (though it's already in fractional form)
fraction_x = x.evalf()

print(f"RESULT: {fraction_x}")
print(f"CONFIDENCE: 100")
