product = 10 * 15 * 24
import math
result = math.sqrt(product)
print(f"Result: {result}")
print("CONFIDENCE: 100")
