import math

def find_x():
    for x in range(1, 90):  # Since tan(x) is increasing and 0 < x < 180, we need to check values from 1 to 89
        if math.tan(math.radians(53)) * math.tan(math.radians(81)) * math.tan(math.radians(x)) == math.tan(math.radians(53)) + math.tan(math.radians(81)) + math.tan(math.radians(x)):
            print(f"RESULT: {x}")
            return
    print("RESULT: No solution found")

find_x()
