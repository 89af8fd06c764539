from collections import deque

def solve_car_stackup():
    # Define the lanes and cars
    lanes = ['left', 'straight', 'right']
    cars = deque(['car1', 'car2', 'car3', 'car4', 'car5', 'car6'])

    while cars:
        car = cars.popleft()
        lane = lanes.pop(0)
        if lane not in lanes:
            return len(cars) * (len(lanes) + 1), 100

    # All three lanes are occupied
    return 1, 100

# Run the solution and print the result and confidence
result, confidence = solve_car_stackup()
print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
